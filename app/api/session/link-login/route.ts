import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchProfile, loginWithLink } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { securityEvent } from '@/platform/log/security-event';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { setSessionCookies } from '@/platform/session/cookies';
import { publicCustomer } from '@/platform/session/public-user';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { NO_STORE } from '@/platform/session/verdict-response';

const link = z.object({ token: z.string().trim().min(1).max(512) });

/**
 * The e-mail link's one-time token signs in to the account strategy, when the shopper confirms the
 * account the page showed them (decision 0026). It counts against the same per-client limit as a
 * password sign-in, so links cannot be guessed faster.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = link.safeParse(json.body);
  if (!body.success) return NextResponse.json({ error: 'invalid_token' }, { status: 401, headers: NO_STORE });
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.signInPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const storefront = storefrontOfRequest(request);
  const tokens = await loginWithLink(storefront, body.data.token);
  if (!tokens.ok) {
    const refused = tokens.error.kind === 'http' && tokens.error.status < 500;
    if (refused) securityEvent('link-refused', { rule: 'link-login', client });
    return NextResponse.json({ error: refused ? 'invalid_token' : 'unavailable' }, { status: refused ? 401 : 503, headers: NO_STORE });
  }
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  if (!profile.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  const response = NextResponse.json(publicCustomer(profile.data, tokens.data.expires_in), { headers: NO_STORE });
  setSessionCookies(response.cookies, 'account', tokens.data, request.headers);
  return response;
}
