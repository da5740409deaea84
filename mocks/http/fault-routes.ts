import { delay, http, HttpResponse } from 'msw';
import { clearFaults, faultFor, faultRuleSchema, injectFault, MALFORMED_BODY } from '@/mocks/faults';
import { readBody } from '@/mocks/http/bodies';
import { errorResponse } from '@/mocks/http/route';
import { receivedQueries, receivedTraceParents, recordQuery } from '@/mocks/rules/received-queries';

const CONTROL_PREFIX = '/__mock/';

/**
 * First in the handler list: keeps each `/api/*` request's query and trace context, and applies an injected fault (or
 * the request's x-mock-fault header).
 * A delay alone waits and then lets the real handler answer.
 */
export const faultGate = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith(CONTROL_PREFIX)) return undefined;
  if (url.pathname.startsWith('/api/')) recordQuery(url, request.headers);
  const fault = faultFor(request);
  if (!fault) return undefined;
  if (fault.delayMs) await delay(fault.delayMs);
  if (fault.malformed) {
    return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
  }
  if (fault.empty) return new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json' } });
  if (fault.status) return errorResponse(fault.status, 'injected_fault', `Injected fault with status ${fault.status}`);
  return undefined;
});

/** Fault control over HTTP, for Playwright, and the queries (`?path=/api/...`) and trace contexts the backend received. */
export const faultControlRoutes = [
  http.get('*/__mock/received-queries', ({ request }) => HttpResponse.json(receivedQueries(new URL(request.url).searchParams.get('path') ?? ''))),
  http.get('*/__mock/received-traceparents', () => HttpResponse.json(receivedTraceParents())),
  http.post('*/__mock/faults', async ({ request }) => {
    const rule = await readBody(request, faultRuleSchema);
    if (rule instanceof Response) return rule;
    injectFault(rule);
    return HttpResponse.json({ ok: true, rule }, { status: 201 });
  }),
  http.delete('*/__mock/faults', () => {
    clearFaults();
    return HttpResponse.json({ ok: true });
  }),
];
