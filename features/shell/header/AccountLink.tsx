'use client';

import type { MouseEvent } from 'react';
import { UserIcon } from '@/features/shell/header/icons';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { loginDialogIsland } from '@/features/account';
import { Link } from '@/platform/i18n/navigation';
import { accountDestination } from '@/platform/session/public-user';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * docs/product/account.md, ACC-6: an order-lookup user goes to their order, another signed-in user
 * to the account's orders, anyone else gets the login dialog. A real link, so it works before
 * hydration and opens in a new tab on a modified click.
 */
export function AccountLink({ label }: { label: string }) {
  const { local } = useShop();
  const destination = accountDestination(useLocalStore((state) => state.user));
  const href = destination.kind === 'order' ? ({ pathname: '/my-order/[id]', params: { id: destination.orderId } } as const) : ('/my-account/orders' as const);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Decide on the store as it is now, not as it was when this rendered.
    if (accountDestination(local.getState().user).kind !== 'login') return;
    event.preventDefault();
    useUiStore.getState().openLogin();
  };

  return (
    <Link
      href={href}
      className="header-link"
      aria-haspopup={destination.kind === 'login' ? 'dialog' : undefined}
      data-testid="account-link"
      onClick={onClick}
      {...(destination.kind === 'login' ? preloadOnIntent(loginDialogIsland) : {})}
    >
      <UserIcon size={22} />
      <span className="header-link__text">{label}</span>
    </Link>
  );
}
