'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while the server's HTML is all there is, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
