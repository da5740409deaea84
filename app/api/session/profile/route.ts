import { NextResponse, type NextRequest } from 'next/server';
import { fetchProfile } from '@/platform/api/calls/auth';
import { sessionCookieName } from '@/platform/session/cookies';
import { publicProfile } from '@/platform/session/public-user';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { failedSessionVerdict } from '@/platform/session/session-verdict';
import { NO_STORE, verdictResponse } from '@/platform/session/verdict-response';

/**
 * The signed-in customer's name and personal discounts, read with the access cookie. 401 when there
 * is none or the backend refuses it (the page then refreshes the session, POST /api/session/refresh);
 * 503 when the backend could not say, and the page keeps the user.
 */
export async function GET(request: NextRequest) {
  const access = request.cookies.get(sessionCookieName('accountAccess', request.headers))?.value;
  if (!access) return verdictResponse('signed_out');
  const profile = await fetchProfile(storefrontOfRequest(request), access);
  if (!profile.ok) return verdictResponse(failedSessionVerdict(profile));
  return NextResponse.json(publicProfile(profile.data), { headers: NO_STORE });
}
