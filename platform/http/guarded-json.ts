import { NextResponse } from 'next/server';
import { SMALL_BODY_LIMIT } from '@/platform/http/body-limits';
import { readCappedBody } from '@/platform/http/capped-body';
import { parseJsonBody, refuseStateChange, TOO_LARGE, type Refusal } from '@/platform/http/request-guard';
import { securityEvent } from '@/platform/log/security-event';
import { clientAddress } from '@/platform/http/request-origin';

function refusalResponse(refusal: Refusal): NextResponse {
  return NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The refusal as the client gets it, logged for the operator: a foreign origin, or a body refused by
 * its media type, its length or its content. `rule` names the check when the answer alone does not
 * (a body over the limit and one cut short are both 413).
 */
export function refusedRequest(request: Request, refusal: Refusal, rule: string = refusal.error): NextResponse {
  securityEvent(refusal.error === 'foreign_origin' ? 'origin-refused' : 'body-refused', { rule, client: clientAddress(request.headers) });
  return refusalResponse(refusal);
}

/**
 * The JSON body of a state-changing request that passed the guard (platform/http/request-guard.ts), or
 * the response that refuses it. Every POST handler of the shop starts here. Media type and origin
 * are judged on the headers, before a byte of the body is read.
 */
export async function guardedJson(request: Request, maxBytes = SMALL_BODY_LIMIT): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const refusal = refuseStateChange(request.headers);
  if (refusal) return { ok: false, response: refusedRequest(request, refusal) };
  const body = await readCappedBody(request, maxBytes);
  if (!body.ok) return { ok: false, response: refusedRequest(request, TOO_LARGE, body.refusal) };
  const parsed = parseJsonBody(body.text);
  return parsed.ok ? parsed : { ok: false, response: refusedRequest(request, parsed.refusal) };
}
