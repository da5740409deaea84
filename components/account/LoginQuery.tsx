'use client';

import { useSearchParams } from 'next/navigation';
import { lazyIsland, WhenNeeded } from '@/components/shop/lazy-island';
import { LOGIN_PARAMETER } from '@/lib/session/login-parameter';

const loginFromQueryIsland = lazyIsland(() => import('@/components/account/LoginFromQuery').then((m) => m.LoginFromQuery));

/**
 * docs/product/account.md, ACC-7: a `login` query opens the login dialog. Few addresses carry one, so what it
 * does (components/account/LoginFromQuery.tsx) loads only with such an address.
 */
export function LoginQuery() {
  const wantsLogin = useSearchParams().has(LOGIN_PARAMETER);
  return (
    <WhenNeeded needed={wantsLogin}>
      <loginFromQueryIsland.Component />
    </WhenNeeded>
  );
}
