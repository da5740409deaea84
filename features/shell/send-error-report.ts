import { reportClientError } from '@/platform/api/calls/reports';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { ERROR_REPORTS_PER_PAGE, errorReport } from '@/platform/errors/error-report';

let sent = 0;

/** Sends an error of this page to the error endpoint; a failing report is dropped, never retried. */
export function sendErrorReport(storefront: StorefrontCode, error: unknown, context: { userAgent: string; url: string }): void {
  if (sent >= ERROR_REPORTS_PER_PAGE) return;
  sent += 1;
  void reportClientError(storefront, errorReport(error, 'error', context));
}
