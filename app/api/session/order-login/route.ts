import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchOrderLookupInfo, loginOrderLookup } from '@/lib/api/calls/auth';
import { ORDER_ID_PATTERN } from '@/lib/order-lookup';
import { setSessionCookies } from '@/lib/session/cookies';
import { publicOrderLookup } from '@/lib/session/public-user';
import { storefrontOfRequest } from '@/lib/session/request-storefront';

const lookup = z.object({ order_id: z.string().trim().regex(ORDER_ID_PATTERN), email: z.string().trim().min(3).max(254) });

/** The order strategy: a returning customer opens one order with its number and e-mail. */
export async function POST(request: NextRequest) {
  const body = lookup.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ error: 'invalid_request' }, { status: 400 });
  const storefront = storefrontOfRequest(request);
  const tokens = await loginOrderLookup(storefront, body.data.order_id, body.data.email);
  if (!tokens.ok) {
    const status = tokens.error.kind === 'http' && tokens.error.status < 500 ? 401 : 503;
    return NextResponse.json({ error: status === 401 ? 'invalid_credentials' : 'unavailable' }, { status });
  }
  const info = await fetchOrderLookupInfo(storefront, tokens.data.access_token);
  if (!info.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  const response = NextResponse.json(publicOrderLookup(info.data));
  setSessionCookies(response.cookies, 'order', tokens.data, request.url);
  return response;
}
