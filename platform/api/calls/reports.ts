import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** `csp`: a Content-Security-Policy violation the browser reported (app/captuerr). */
export type ErrorLevel = 'error' | 'warning' | 'info' | 'csp';

export interface ErrorReport {
  error: string;
  level: ErrorLevel;
  stack?: string;
  userAgent: string;
  url: string;
}

/** POST /captuerr: client errors and failed purchase tracking (docs/product/errors.md, ERR-10). */
export function reportClientError(storefront: StorefrontCode, report: ErrorReport) {
  return request({
    storefront,
    path: backendPath`/captuerr`,
    method: 'POST',
    body: report,
    schema: 'errorReportAcceptedSchema',
  });
}
