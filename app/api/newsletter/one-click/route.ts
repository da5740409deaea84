import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeNewsletter } from '@/platform/api/calls/newsletter';
import { readCappedBody } from '@/platform/http/capped-body';
import { tooManyResponse } from '@/platform/http/too-many';
import { isOneClickBody, isOneClickMediaType, ONE_CLICK_BODY_LIMIT, oneClickAnswer, unsubscribeLinkFrom, unsubscribeState } from '@/features/newsletter';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

function answer(status: number, error?: string): NextResponse {
  return NextResponse.json(error ? { error } : { ok: true }, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * RFC 8058 one-click unsubscribe, the URL of the newsletter's `List-Unsubscribe` header. This is the
 * one state-changing handler that is not guarded by `guardedJson` (JSON from a storefront origin):
 * the mail provider posts it server to server, as a form and without Origin, when the customer
 * presses its unsubscribe button. What protects it instead is the link itself: the backend signed the
 * token for that one address, so a forged request can only ever end the subscription the link was
 * made for, and the limit per client stops guessing tokens. The storefront comes from Host, as for
 * every handler (decision 0001); the link's `locale` counts only on a host that is no storefront.
 */
export async function POST(request: NextRequest) {
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.newsletterOneClickPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const contentType = request.headers.get('content-type');
  if (!isOneClickMediaType(contentType)) return answer(415, 'unsupported_media_type');
  const body = await readCappedBody(request, ONE_CLICK_BODY_LIMIT);
  if (!body.ok) return answer(413, 'too_large');
  if (!(await isOneClickBody(contentType, body.text))) return answer(400, 'not_one_click');
  const params = request.nextUrl.searchParams;
  const link = unsubscribeLinkFrom({ email: params.get('email') ?? undefined, token: params.get('token') ?? undefined });
  if (!link) return answer(400, 'invalid_link');
  const { status, error } = oneClickAnswer(unsubscribeState(await unsubscribeNewsletter(storefrontOfRequest(request), link.email, link.token)));
  return answer(status, error);
}
