'use client';

import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { reportClientError } from '@/platform/api/calls/reports';
import { ERROR_REPORTS_PER_PAGE, errorReport } from '@/platform/errors/error-report';

let sent = 0;

/** Sends an error of this page to the error endpoint; a failing report is dropped, never retried. */
export function sendErrorReport(storefront: Parameters<typeof reportClientError>[0], error: unknown): void {
  if (sent >= ERROR_REPORTS_PER_PAGE) return;
  sent += 1;
  const report = errorReport(error, 'error', { userAgent: navigator.userAgent, url: window.location.href });
  void reportClientError(storefront, report);
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
