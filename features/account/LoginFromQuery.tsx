'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { LOGIN_PARAMETER } from '@/platform/session/login-parameter';
import { orderOfReturn, RETURN_PARAMETER, returnPathFrom } from '@/platform/session/login-return';
import { isRefreshDue } from '@/platform/session/refresh-schedule';
import { useUiStore } from '@/platform/state/ui-store';
import { sessionClient } from '@/features/account/session/session-client';

/**
 * docs/product/account.md, ACC-7 and ACC-8: a `login` query opens the login dialog; login redirects land here, also when a
 * page that ended its session is rendered again in place. A customer the browser still remembers,
 * whose access token ran out while the tab slept, is not asked to sign in again: the session is
 * refreshed once and the page they came for opens (decision 0009). Sent from an order's page, the
 * dialog opens on the look-up of that order. Mounted by LoginQuery once the query asks for it.
 */
export function LoginFromQuery() {
  const query = useSearchParams();
  const wantsLogin = query.has(LOGIN_PARAMETER);
  const returnPath = returnPathFrom(query.get(RETURN_PARAMETER));
  const { storefront, local, hydration } = useShop();

  useEffect(() => {
    if (!wantsLogin) return;
    let current = true;
    void hydration.whenHydrated().then(async () => {
      const user = local.getState().user;
      if (returnPath && user && user.orderId === null && isRefreshDue(user.sessionEndsAt, Date.now())) {
        const outcome = await sessionClient.refresh(storefront.code);
        if (!current) return;
        if (outcome.kind === 'renewed') {
          local.getState().setUser(outcome.user);
          // The address as the shopper asked for it, locale prefix included: the shop's router would add its own.
          window.location.replace(returnPath);
          return;
        }
        if (outcome.kind === 'signed_out') local.getState().setUser(null);
      }
      if (current) useUiStore.getState().openLogin('login', { orderId: orderOfReturn(returnPath) });
    });
    return () => {
      current = false;
    };
  }, [wantsLogin, returnPath, local, hydration, storefront.code]);

  return null;
}
