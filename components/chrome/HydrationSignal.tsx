'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated="true">` once React runs the shop's chrome in the browser, so tests
 * (and monitoring) can wait for a live page without reading React's internals.
 */
export function HydrationSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
