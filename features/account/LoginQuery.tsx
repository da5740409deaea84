'use client';

import { useSearchParams } from 'next/navigation';
import { lazyIsland, WhenNeeded } from '@/platform/ui/lazy-island';
import { LOGIN_PARAMETER } from '@/platform/session/login-parameter';

const loginFromQueryIsland = lazyIsland(() => import('@/features/account/LoginFromQuery').then((m) => m.LoginFromQuery));

/**
 * docs/product/account.md, ACC-7: a `login` query opens the login dialog. Few addresses carry one, so what it
 * does (features/account/LoginFromQuery.tsx) loads only with such an address.
 */
export function LoginQuery() {
  const wantsLogin = useSearchParams().has(LOGIN_PARAMETER);
  return (
    <WhenNeeded needed={wantsLogin}>
      <loginFromQueryIsland.Component />
    </WhenNeeded>
  );
}
