'use client';

import Link from 'next/link';
import { useEffect, type MouseEvent } from 'react';
import { UserIcon } from '@/features/shell/header/icons';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { loginDialogIsland } from '@/features/account';
import { fillHref } from '@/platform/i18n/href-template';
import { accountDestination, isCompanyBuyer } from '@/platform/session/public-user';
import { markBuyer } from '@/platform/session/buyer-script';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * docs/product/account.md, ACC-6: an order-lookup user goes to their order, another signed-in user
 * to the account's orders, anyone else gets the login dialog. A real link, so it works before
 * hydration and opens in a new tab on a modified click. It is in every header, so it also keeps
 * `html[data-buyer]` in step with the session after the pre-paint script set it (ACC-17). Its hrefs
 * come from the server, the order's as a template (platform/i18n/href-template.ts).
 */
export function AccountLink({ label, ordersHref }: { label: string; ordersHref: string }) {
  const { local, hrefs } = useShop();
  const destination = accountDestination(useLocalStore((state) => state.user));
  // Changes of the store write the attribute, not the first render: until the stored state is read the
  // store holds no user, which would hide what the pre-paint script showed.
  useEffect(() => local.subscribe((state) => markBuyer(isCompanyBuyer(state.user))), [local]);
  const href = destination.kind === 'order' ? fillHref(hrefs.order, destination.orderId) : ordersHref;

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
