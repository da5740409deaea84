import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchProfile, loginCustomer } from '@/lib/api/calls/auth';
import { guardedJson } from '@/lib/http/guarded-json';
import { tooManyResponse } from '@/lib/http/too-many';
import { firstRefusal } from '@/lib/rate-limit';
import { rateLimiters } from '@/lib/rate-limits';
import { clientAddress } from '@/lib/request-origin';
import { setSessionCookies } from '@/lib/session/cookies';
import { publicCustomer } from '@/lib/session/public-user';
import { storefrontOfRequest } from '@/lib/session/request-storefront';

const credentials = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(200) });

/** The account strategy's login: tokens go into HttpOnly cookies, the public profile to the page. */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = credentials.safeParse(json.body);
  if (!body.success) return NextResponse.json({ error: 'invalid_request' }, { status: 400 });
  const email = body.data.email.toLowerCase();
  const limited = firstRefusal([
    await rateLimiters.signInPerClient.take(clientAddress(request.headers)),
    await rateLimiters.signInFailuresPerEmail.check(email),
  ]);
  if (limited) return tooManyResponse(limited.retryAfterSeconds);
  const storefront = storefrontOfRequest(request);
  const tokens = await loginCustomer(storefront, body.data.email, body.data.password);
  if (!tokens.ok) {
    const status = tokens.error.kind === 'http' && tokens.error.status < 500 ? 401 : 503;
    if (status === 401) await rateLimiters.signInFailuresPerEmail.record(email);
    else console.warn(`login failed: ${tokens.error.kind}`);
    return NextResponse.json({ error: status === 401 ? 'invalid_credentials' : 'unavailable' }, { status });
  }
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  if (!profile.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  const response = NextResponse.json(publicCustomer(profile.data, tokens.data.expires_in));
  setSessionCookies(response.cookies, 'account', tokens.data, request.headers);
  return response;
}
