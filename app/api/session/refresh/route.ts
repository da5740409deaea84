import { NextResponse, type NextRequest } from 'next/server';
import { fetchOrderLookupInfo, fetchProfile, refreshCustomer, refreshOrderLookup } from '@/platform/api/calls/auth';
import type { ApiResult } from '@/platform/api/result';
import { guardedJson } from '@/platform/http/guarded-json';
import { clearSessionCookies, clearStrategyCookies, refreshCookieName, setSessionCookies, type SessionStrategy } from '@/platform/session/cookies';
import { publicCustomer, publicOrderLookup, type SessionAnswer } from '@/platform/session/public-user';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { failedSessionVerdict } from '@/platform/session/session-verdict';
import { NO_STORE, verdictResponse } from '@/platform/session/verdict-response';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

async function renewedUser(storefront: StorefrontCode, strategy: SessionStrategy, access: string, sessionSeconds: number): Promise<ApiResult<SessionAnswer>> {
  if (strategy === 'account') {
    const profile = await fetchProfile(storefront, access);
    return profile.ok ? { ...profile, data: publicCustomer(profile.data, sessionSeconds) } : profile;
  }
  const info = await fetchOrderLookupInfo(storefront, access);
  return info.ok ? { ...info, data: publicOrderLookup(info.data, sessionSeconds) } : info;
}

/**
 * Trades the refresh cookie for a new token pair before the access token runs out (docs/product/account.md,
 * ACC-3), for the account session or else the order-lookup one, and answers the public user with the new
 * token's end. Only the backend's 401 ends the session (its cookies are cleared); a 5xx or timeout
 * answers 503 and leaves the cookies as they were.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const strategy = (['account', 'order'] as const).find((candidate) => request.cookies.get(refreshCookieName(candidate, request.headers))?.value);
  if (!strategy) {
    // Nothing left to refresh with: whatever access cookie remains would end within minutes anyway.
    const response = verdictResponse('signed_out');
    clearSessionCookies(response.cookies, request.headers);
    return response;
  }
  const storefront = storefrontOfRequest(request);
  const refreshToken = request.cookies.get(refreshCookieName(strategy, request.headers))!.value;
  const tokens = strategy === 'account' ? await refreshCustomer(storefront, refreshToken) : await refreshOrderLookup(storefront, refreshToken);
  if (!tokens.ok) {
    const verdict = failedSessionVerdict(tokens);
    const response = verdictResponse(verdict);
    if (verdict === 'signed_out') clearStrategyCookies(response.cookies, strategy, request.headers);
    return response;
  }
  const user = await renewedUser(storefront, strategy, tokens.data.access_token, tokens.data.expires_in);
  // The old refresh token is spent: the new pair is kept even when the user could not be read now.
  const response = user.ok ? NextResponse.json(user.data, { headers: NO_STORE }) : verdictResponse('unavailable');
  setSessionCookies(response.cookies, strategy, tokens.data, request.headers);
  return response;
}
