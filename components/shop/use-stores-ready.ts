'use client';

import { useEffect, useState } from 'react';
import { useShop } from '@/components/shop/shop-context';

/**
 * True once both persisted stores have read what the browser kept. Pages built on the cart (the
 * checkout) wait for it, so they never act on the empty state a store starts with.
 */
export function useStoresReady(): boolean {
  const { local, session } = useShop();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void Promise.all([local.persist.rehydrate(), session.persist.rehydrate()]).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [local, session]);
  return ready;
}
