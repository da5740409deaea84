import { NextResponse, type NextRequest } from 'next/server';
import { fetchProfile, refreshCustomer } from '@/lib/api/calls/auth';
import { SESSION_COOKIES, setSessionCookies } from '@/lib/session/cookies';
import { publicCustomer } from '@/lib/session/public-user';
import { storefrontOfRequest } from '@/lib/session/request-storefront';
import { failedSessionVerdict, type SessionVerdict } from '@/lib/session/session-verdict';

const NO_STORE = { 'cache-control': 'no-store' };

function failure(verdict: SessionVerdict): NextResponse {
  return NextResponse.json({ error: verdict }, { status: verdict === 'signed_out' ? 401 : 503, headers: NO_STORE });
}

/**
 * The signed-in customer's public profile, refreshing the access token once when the backend refuses
 * it. 401 means signed out and the page forgets the user it remembered; 503 means the backend could
 * not say, and the page keeps the user.
 */
export async function GET(request: NextRequest) {
  const storefront = storefrontOfRequest(request);
  const access = request.cookies.get(SESSION_COOKIES.accountAccess)?.value;
  const refresh = request.cookies.get(SESSION_COOKIES.accountRefresh)?.value;
  if (access) {
    const profile = await fetchProfile(storefront, access);
    if (profile.ok) return NextResponse.json(publicCustomer(profile.data), { headers: NO_STORE });
    if (failedSessionVerdict(profile) === 'unavailable') return failure('unavailable');
  }
  if (!refresh) return failure('signed_out');
  const tokens = await refreshCustomer(storefront, refresh);
  if (!tokens.ok) return failure(failedSessionVerdict(tokens));
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  // The old refresh token is spent: the new pair is kept whatever the profile read gave.
  const response = profile.ok
    ? NextResponse.json(publicCustomer(profile.data), { headers: NO_STORE })
    : failure(failedSessionVerdict(profile));
  setSessionCookies(response.cookies, 'account', tokens.data, request.headers);
  return response;
}
