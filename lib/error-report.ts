import type { ErrorLevel, ErrorReport } from '@/lib/api/calls/reports';

/** At most this many reports leave one page view, so a render loop cannot flood the endpoint. */
export const ERROR_REPORTS_PER_PAGE = 10;
const MAX_FIELD = 2000;

/** A client error as the error endpoint takes it (SPEC.md section 7, POST /captuerr). */
export function errorReport(error: unknown, level: ErrorLevel, context: { userAgent: string; url: string }): ErrorReport {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    error: message.slice(0, MAX_FIELD),
    level,
    stack: stack?.slice(0, MAX_FIELD),
    userAgent: context.userAgent.slice(0, 500),
    url: context.url.slice(0, MAX_FIELD),
  };
}
