'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * The browser's present time to the minute, or null while the server's HTML is all there is. Dates
 * worked out from today belong to the shopper's clock: a cached page must not carry the day it was
 * rendered on, and the server's clock is not the shopper's.
 */
export function useBrowserMinute(): Date | null {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / 60_000),
    () => null,
  );
  return minute === null ? null : new Date(minute * 60_000);
}
