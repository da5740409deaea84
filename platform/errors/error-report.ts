import type { ErrorLevel, ErrorReport } from '@/platform/api/calls/reports';
import { sanitiseReport } from '@/platform/errors/sanitise';

/** At most this many reports leave one page view, so a render loop cannot flood the endpoint. */
export const ERROR_REPORTS_PER_PAGE = 10;

/**
 * A client error as the error endpoint takes it (docs/product/errors.md, ERR-10: POST /captuerr). It is
 * sanitised here already, so a query with an e-mail address never leaves the browser; the endpoint
 * sanitises again, for reports that do not come from this code.
 */
export function errorReport(error: unknown, level: ErrorLevel, context: { userAgent: string; url: string }): ErrorReport {
  return sanitiseReport({
    error: error instanceof Error ? error.message : String(error),
    level,
    stack: error instanceof Error ? error.stack : undefined,
    userAgent: context.userAgent,
    url: context.url,
  });
}
