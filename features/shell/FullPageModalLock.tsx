'use client';

import { useEffect } from 'react';
import { fullPageModalOpen, useUiStore } from '@/platform/state/ui-store';

/**
 * The full-page modal (docs/product/chrome.md, CHR-7, decision 0012): while a screen-tall panel is open, the
 * page behind it holds still. A native modal dialog keeps focus in itself but lets the page under
 * its backdrop scroll, which on a phone moves the page away under the shopper's thumb.
 */
export function FullPageModalLock() {
  const locked = useUiStore(fullPageModalOpen);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-full-page-modal', locked);
  }, [locked]);
  return null;
}
