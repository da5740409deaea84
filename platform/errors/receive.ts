import { reportClientError } from '@/platform/api/calls/reports';
import { readCappedBody } from '@/platform/http/capped-body';
import { refusedRequest } from '@/platform/http/guarded-json';
import { isFromStorefront, parseJsonBody, TOO_LARGE } from '@/platform/http/request-guard';
import { tooManyResponse } from '@/platform/http/too-many';
import { ALL_CLIENTS, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { errorReportMediaType, incomingReports } from '@/platform/errors/incoming';
import { sanitiseReport } from '@/platform/errors/sanitise';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** A report is a few kB at most (fields are capped at 2000 characters); anything larger is not one. */
export const ERROR_REPORT_BODY_LIMIT = 16 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * One post to the error endpoint, from the shop's pages or the browser's CSP reporting: limited per
 * client and in all, capped in size, checked, sanitised, then sent on to the backend's POST /captuerr. The
 * shop's own JSON reports must come from a storefront page; CSP reports are sent by the browser
 * itself, which does not promise an Origin, and are held by the size cap and the rate limit alone.
 */
export async function receiveErrorReports(request: Request, storefront: StorefrontCode): Promise<Response> {
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, {
    everyAttempt: [
      [rateLimiters.errorReportsPerClient, client],
      [rateLimiters.errorReportsAll, ALL_CLIENTS],
    ],
  });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const mediaType = errorReportMediaType(request.headers.get('content-type'));
  if (!mediaType) return refusedRequest(request, { status: 415, error: 'unsupported_media_type' });
  if (mediaType === 'application/json' && !isFromStorefront(request.headers)) {
    return refusedRequest(request, { status: 403, error: 'foreign_origin' });
  }
  const body = await readCappedBody(request, ERROR_REPORT_BODY_LIMIT);
  if (!body.ok) return refusedRequest(request, TOO_LARGE, body.refusal);
  const parsed = parseJsonBody(body.text);
  if (!parsed.ok) return refusedRequest(request, parsed.refusal);
  const reports = incomingReports(mediaType, parsed.body, request.headers.get('user-agent') ?? '');
  if (!reports) return refusedRequest(request, { status: 400, error: 'malformed_json' });
  const results = await Promise.all(reports.map((report) => reportClientError(storefront, sanitiseReport(report))));
  const failures = results.flatMap((result) => (result.ok ? [] : [result.error.kind]));
  if (failures.length > 0) console.warn(`error reports not stored: ${failures.join(', ')}`);
  return Response.json({ ok: failures.length === 0 }, { status: failures.length === 0 ? 200 : 502, headers: NO_STORE });
}
