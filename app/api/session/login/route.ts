import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchProfile, loginCustomer } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { keyAndClient, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { setSessionCookies } from '@/platform/session/cookies';
import { publicCustomer } from '@/platform/session/public-user';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

const credentials = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(200) });

/** The account strategy's login: tokens go into HttpOnly cookies, the public profile to the page. */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = credentials.safeParse(json.body);
  if (!body.success) return NextResponse.json({ error: 'invalid_request' }, { status: 400 });
  const email = body.data.email.toLowerCase();
  const client = clientAddress(request.headers);
  const attempt = await limitAttempt(client, {
    everyAttempt: [[rateLimiters.signInPerClient, client]],
    failures: [
      [rateLimiters.signInFailuresPerEmailAndClient, keyAndClient(email, client)],
      [rateLimiters.signInFailuresPerEmail, email],
    ],
  });
  if (!attempt.allowed) return tooManyResponse(attempt.retryAfterSeconds);
  const storefront = storefrontOfRequest(request);
  const tokens = await loginCustomer(storefront, body.data.email, body.data.password);
  if (!tokens.ok) {
    const status = tokens.error.kind === 'http' && tokens.error.status < 500 ? 401 : 503;
    if (status !== 401) await attempt.giveBack();
    return NextResponse.json({ error: status === 401 ? 'invalid_credentials' : 'unavailable' }, { status });
  }
  await attempt.giveBack();
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  if (!profile.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  const response = NextResponse.json(publicCustomer(profile.data, tokens.data.expires_in));
  setSessionCookies(response.cookies, 'account', tokens.data, request.headers);
  return response;
}
