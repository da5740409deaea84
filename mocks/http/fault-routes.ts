import { delay, http, HttpResponse } from 'msw';
import { clearFaults, faultFor, faultRuleSchema, injectFault, MALFORMED_BODY } from '@/mocks/faults';
import { readBody } from '@/mocks/http/bodies';
import { errorResponse } from '@/mocks/http/route';

const CONTROL_PREFIX = '/__mock/';

/**
 * First in the handler list: applies an injected fault (or the request's x-mock-fault header).
 * A delay alone waits and then lets the real handler answer.
 */
export const faultGate = http.all('*', async ({ request }) => {
  if (new URL(request.url).pathname.startsWith(CONTROL_PREFIX)) return undefined;
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

/** Fault control over HTTP, for Playwright. */
export const faultControlRoutes = [
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
