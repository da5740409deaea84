import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { fetchProfile, loginCustomer } from '@/lib/api/calls/auth';
import { setSessionCookies } from '@/lib/session/cookies';
import { publicCustomer } from '@/lib/session/public-user';
import { storefrontOfRequest } from '@/lib/session/request-storefront';

const credentials = z.object({ email: z.string().trim().min(3).max(254), password: z.string().min(1).max(200) });

/** The account strategy's login: tokens go into HttpOnly cookies, the public profile to the page. */
export async function POST(request: NextRequest) {
  const body = credentials.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ error: 'invalid_request' }, { status: 400 });
  const storefront = storefrontOfRequest(request);
  const tokens = await loginCustomer(storefront, body.data.email, body.data.password);
  if (!tokens.ok) {
    const status = tokens.error.kind === 'http' && tokens.error.status < 500 ? 401 : 503;
    if (status === 503) console.warn(`login failed: ${tokens.error.kind}`);
    return NextResponse.json({ error: status === 401 ? 'invalid_credentials' : 'unavailable' }, { status });
  }
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  if (!profile.ok) return NextResponse.json({ error: 'unavailable' }, { status: 503 });
  const response = NextResponse.json(publicCustomer(profile.data));
  setSessionCookies(response.cookies, 'account', tokens.data, request.url);
  return response;
}
