'use client';

import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';

/**
 * Marks `<html data-hydrated="true">` once React runs the shop's chrome in the browser and the
 * stored state (cart, session) has been read, so tests (and monitoring) can wait for a page a shopper
 * can use without reading React's internals.
 */
export function HydrationSignal() {
  const { hydration } = useShop();
  useEffect(() => {
    void hydration.whenHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, [hydration]);
  return null;
}
