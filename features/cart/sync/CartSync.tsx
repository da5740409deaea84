'use client';

import { useEffect, useState } from 'react';
import { runCartSync, type CartSyncJob } from '@/features/cart/sync/cart-sync';
import { useShop } from '@/platform/state/shop-context';
import { MAX_SYNC_RETRIES, syncRetryDelay } from '@/features/cart/sync/cart-sync-retries';
import { createRetryQueue } from '@/features/cart/sync/retry-queue';
import { whenOnlineAndVisible } from '@/platform/http/when-online';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * Keeps the cart in step with the backend: once on load, then after every change of lines or codes.
 * Rounds share one queue, so they run one after another in the order they were asked for.
 */
export function CartSync() {
  const { storefront, local, session, hydration } = useShop();
  const [queue] = useState(() =>
    createRetryQueue({
      retries: MAX_SYNC_RETRIES,
      retryDelay: syncRetryDelay,
      whenReady: whenOnlineAndVisible,
    }),
  );
  useEffect(() => {
    const { setSyncStatus } = useUiStore.getState();
    const sync = (job: CartSyncJob) =>
      void queue({
        attempt: async () => {
          try {
            await runCartSync({ storefront: storefront.code, local, session }, job);
          } catch (failure) {
            setSyncStatus('retrying');
            throw failure;
          }
        },
        onStart: () => setSyncStatus('syncing'),
        onSettled: () => setSyncStatus('idle'),
      });
    let active = true;
    const unsubscribes: (() => void)[] = [];
    void hydration.whenHydrated().then(() => {
      if (!active) return;
      sync({ onLoad: true, freshCoupons: false });
      unsubscribes.push(
        local.subscribe((state, previous) => {
          // A cart created by a change that is no line (the consent record) starts at revision 0: no sync.
          if ((state.carts[storefront.code]?.revision ?? 0) !== (previous.carts[storefront.code]?.revision ?? 0)) {
            sync({ onLoad: false, freshCoupons: false });
          }
        }),
        session.subscribe((state, previous) => {
          if (state.codes.length > previous.codes.length) sync({ onLoad: false, freshCoupons: true });
          else if (state.codes.length < previous.codes.length) sync({ onLoad: false, freshCoupons: false });
        }),
      );
    });
    return () => {
      active = false;
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [local, session, hydration, storefront.code, queue]);

  return null;
}
