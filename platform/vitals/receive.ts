import { refusedRequest } from '@/platform/http/guarded-json';
import { readCappedBody } from '@/platform/http/capped-body';
import { parseJsonBody, refuseStateChange, TOO_LARGE } from '@/platform/http/request-guard';
import { clientAddress, requestHost } from '@/platform/http/request-origin';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { fieldReport } from '@/platform/vitals/field-vitals';
import { countFieldReport, observeFieldReport } from '@/platform/vitals/vitals-metrics';

/** A beacon is five names and numbers and a path of at most 1 kB: some 1.3 kB at the very most. */
export const FIELD_VITALS_BODY_LIMIT = 2 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * One beacon of field vitals (docs/operating.md, OPS-41): limited per client, from a storefront page,
 * capped in size, then only its labels and bounded values reach the metrics. The client address is
 * used for the rate limit alone; cookies are never read, and the browser sends none (decision 0048).
 */
export async function receiveFieldVitals(request: Request): Promise<Response> {
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.fieldVitalsPerClient, client]] });
  if (!limited.allowed) {
    countFieldReport('rate-limited');
    return tooManyResponse(limited.retryAfterSeconds);
  }
  const refusal = refuseStateChange(request.headers);
  if (refusal) {
    countFieldReport('refused');
    return refusedRequest(request, refusal);
  }
  const body = await readCappedBody(request, FIELD_VITALS_BODY_LIMIT);
  if (!body.ok) {
    countFieldReport('refused');
    return refusedRequest(request, TOO_LARGE, body.refusal);
  }
  const parsed = parseJsonBody(body.text);
  const report = parsed.ok ? fieldReport(parsed.body, requestHost(request.headers)) : null;
  if (!report) {
    countFieldReport('malformed');
    return refusedRequest(request, { status: 400, error: 'malformed_json' });
  }
  observeFieldReport(report);
  countFieldReport('accepted');
  return new Response(null, { status: 204, headers: NO_STORE });
}
