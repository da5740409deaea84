import { NextResponse, type NextRequest } from 'next/server';
import { fetchProfile, refreshCustomer } from '@/lib/api/calls/auth';
import { SESSION_COOKIES, setSessionCookies } from '@/lib/session/cookies';
import { publicCustomer } from '@/lib/session/public-user';
import { storefrontOfRequest } from '@/lib/session/request-storefront';

/**
 * The signed-in customer's public profile, refreshing the access token once when it has expired.
 * 401 means signed out; the page then forgets the user it remembered.
 */
export async function GET(request: NextRequest) {
  const storefront = storefrontOfRequest(request);
  const access = request.cookies.get(SESSION_COOKIES.accountAccess)?.value;
  const refresh = request.cookies.get(SESSION_COOKIES.accountRefresh)?.value;
  if (access) {
    const profile = await fetchProfile(storefront, access);
    if (profile.ok) return NextResponse.json(publicCustomer(profile.data));
  }
  if (!refresh) return NextResponse.json({ error: 'signed_out' }, { status: 401 });
  const tokens = await refreshCustomer(storefront, refresh);
  if (!tokens.ok) return NextResponse.json({ error: 'signed_out' }, { status: 401 });
  const profile = await fetchProfile(storefront, tokens.data.access_token);
  if (!profile.ok) return NextResponse.json({ error: 'signed_out' }, { status: 401 });
  const response = NextResponse.json(publicCustomer(profile.data));
  setSessionCookies(response.cookies, 'account', tokens.data, request.url);
  return response;
}
