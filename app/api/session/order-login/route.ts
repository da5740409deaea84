import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchOrderLookupInfo, loginOrderLookup } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { ORDER_ID_PATTERN } from '@/features/orders';
import { keyAndClient, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { setSessionCookies } from '@/platform/session/cookies';
import { publicOrderLookup } from '@/platform/session/public-user';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

const lookup = z.object({ order_id: z.string().trim().regex(ORDER_ID_PATTERN), email: z.string().trim().min(3).max(254) });

/** The order strategy: a returning customer opens one order with its number and e-mail. */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = lookup.safeParse(json.body);
  if (!body.success) return NextResponse.json({ error: 'invalid_request' }, { status: 400 });
  const order = body.data.order_id.toUpperCase();
  const client = clientAddress(request.headers);
  const attempt = await limitAttempt(client, {
    everyAttempt: [[rateLimiters.orderLookupPerClient, client]],
    failures: [
      [rateLimiters.orderLookupFailuresPerOrderAndClient, keyAndClient(order, client)],
      [rateLimiters.orderLookupFailuresPerOrder, order],
    ],
  });
  if (!attempt.allowed) return tooManyResponse(attempt.retryAfterSeconds);
  const storefront = storefrontOfRequest(request);
  const tokens = await loginOrderLookup(storefront, body.data.order_id, body.data.email);
  if (!tokens.ok) {
    const status = tokens.error.kind === 'http' && tokens.error.status < 500 ? 401 : 503;
    if (status !== 401) await attempt.giveBack();
    return NextResponse.json({ error: status === 401 ? 'invalid_credentials' : 'unavailable' }, { status });
  }
  await attempt.giveBack();
  const info = await fetchOrderLookupInfo(storefront, tokens.data.access_token);
  if (!info.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  const response = NextResponse.json(publicOrderLookup(info.data, tokens.data.expires_in));
  setSessionCookies(response.cookies, 'order', tokens.data, request.headers);
  return response;
}
