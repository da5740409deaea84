'use client';

import { useEffect } from 'react';
import { sessionClient } from '@/components/account/session-client';
import { useShop } from '@/components/shop/shop-context';

/**
 * Keeps the remembered customer in step with the session: fresh personal discounts on every page
 * load, and forgotten once the session cookie is gone. An order-lookup session has no profile to ask.
 */
export function SessionKeeper() {
  const { storefront, local } = useShop();
  useEffect(() => {
    void local.persist.rehydrate().then(async () => {
      const user = local.getState().user;
      if (!user || user.orderId) return;
      const fresh = await sessionClient.profile(storefront.code);
      if (fresh !== undefined) local.getState().setUser(fresh);
    });
  }, [local, storefront.code]);
  return null;
}
