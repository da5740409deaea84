import { NextResponse } from 'next/server';
import { readCappedText } from '@/lib/http/capped-body';
import { parseJsonBody, refuseStateChange, SESSION_BODY_LIMIT, type Refusal } from '@/lib/http/request-guard';
import { securityEvent } from '@/lib/log/security-event';
import { clientAddress } from '@/lib/request-origin';

export function refusalResponse(refusal: Refusal): NextResponse {
  return NextResponse.json({ error: refusal.error }, { status: refusal.status, headers: { 'cache-control': 'no-store' } });
}

/**
 * The JSON body of a state-changing request that passed the guard (lib/http/request-guard.ts), or
 * the response that refuses it. Every POST handler of the shop starts here.
 */
export async function guardedJson(
  request: Request,
  maxBytes = SESSION_BODY_LIMIT,
): Promise<{ ok: true; body: unknown } | { ok: false; response: NextResponse }> {
  const refusal = refuseStateChange(request.headers, maxBytes);
  if (refusal?.error === 'foreign_origin') securityEvent('origin-refused', { rule: 'storefront-origin', client: clientAddress(request.headers) });
  if (refusal) return { ok: false, response: refusalResponse(refusal) };
  const parsed = parseJsonBody(await readCappedText(request.body, maxBytes));
  return parsed.ok ? parsed : { ok: false, response: refusalResponse(parsed.refusal) };
}
