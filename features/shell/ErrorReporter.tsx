'use client';

import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Sends an error of this page to the error endpoint. The report's code (sanitising, the call) loads
 * with the first error, since most page views have none (decision 0065); the address is taken now,
 * where the error happened. A report whose code cannot load is dropped like a failing report: its
 * failure must not become an unhandled rejection, which would report again.
 */
export function sendErrorReport(storefront: StorefrontCode, error: unknown): void {
  const context = { userAgent: navigator.userAgent, url: window.location.href };
  import('@/features/shell/send-error-report').then(
    (sender) => sender.sendErrorReport(storefront, error, context),
    () => undefined,
  );
}

/** Uncaught errors and rejections of the page go to the error endpoint (docs/product/errors.md, ERR-10). */
export function ErrorReporter() {
  const { storefront } = useShop();
  useEffect(() => {
    const onError = (event: ErrorEvent) => sendErrorReport(storefront.code, event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => sendErrorReport(storefront.code, event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [storefront.code]);
  return null;
}
