'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { runCartSync, type CartSyncJob } from '@/components/cart/cart-sync';
import { useShop } from '@/components/shop/shop-context';
import { useUiStore } from '@/stores/ui-store';

const MAX_SYNC_RETRIES = 5;

/**
 * Keeps the cart in step with the backend: once on load, then after every change of lines or codes.
 * Rounds share one mutation scope, so they run one after another in the order they were asked for.
 */
export function CartSync() {
  const { storefront, local, session, hydration } = useShop();
  const queryClient = useQueryClient();
  const setSyncStatus = useUiStore((state) => state.setSyncStatus);
  const { mutate } = useMutation({
    scope: { id: `cart-sync:${storefront.code}` },
    mutationFn: async (job: CartSyncJob) => {
      try {
        await runCartSync({ storefront: storefront.code, local, session, queryClient }, job);
      } catch (failure) {
        setSyncStatus('retrying');
        throw failure;
      }
    },
    retry: MAX_SYNC_RETRIES,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
    onMutate: () => setSyncStatus('syncing'),
    onSettled: () => setSyncStatus('idle'),
  });
  useEffect(() => {
    let active = true;
    const unsubscribes: (() => void)[] = [];
    void hydration.whenHydrated().then(() => {
      if (!active) return;
      mutate({ onLoad: true, freshCoupons: false });
      unsubscribes.push(
        local.subscribe((state, previous) => {
          // A cart created by a change that is no line (the consent record) starts at revision 0: no sync.
          if ((state.carts[storefront.code]?.revision ?? 0) !== (previous.carts[storefront.code]?.revision ?? 0)) {
            mutate({ onLoad: false, freshCoupons: false });
          }
        }),
        session.subscribe((state, previous) => {
          if (state.codes.length > previous.codes.length) mutate({ onLoad: false, freshCoupons: true });
          else if (state.codes.length < previous.codes.length) mutate({ onLoad: false, freshCoupons: false });
        }),
      );
    });
    return () => {
      active = false;
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [local, session, hydration, storefront.code, mutate]);

  return null;
}
