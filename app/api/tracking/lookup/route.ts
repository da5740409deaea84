import { NextResponse, type NextRequest } from 'next/server';
import { guardedJson } from '@/platform/http/guarded-json';
import { ORDER_LOOKUP_COOKIE, orderLookupCookieOptions, orderLookupFrom, trackingLookupBodySchema, trackingTarget } from '@/features/orders';
import { cookieName, secureCookies } from '@/platform/session/cookie-security';

/**
 * The tracking look-up once the page runs: the e-mail goes into the look-up cookie and the answer
 * says where the browser goes next. A route handler, not a server action: an action that sets a
 * cookie makes Next render the page again after the browser has moved on, so every look-up reached
 * the backend twice and a wrong e-mail counted twice against the order's limit.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = trackingLookupBodySchema.parse(json.body);
  const lookup = orderLookupFrom(body.order, body.email);
  const response = NextResponse.json(trackingTarget(lookup, body.order), { headers: { 'cache-control': 'no-store' } });
  const secure = secureCookies(request.headers);
  if (lookup) response.cookies.set(cookieName(ORDER_LOOKUP_COOKIE.name, ORDER_LOOKUP_COOKIE.path, secure), lookup.email, orderLookupCookieOptions(secure));
  return response;
}
