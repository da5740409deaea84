/**
 * The session cookies of both auth strategies (SPEC.md section 6). Tokens live only here, in
 * HttpOnly cookies set by our route handlers: never in Web Storage, never readable by scripts.
 */
export const TOKEN_LIFETIME_SECONDS = 3600;

export const SESSION_COOKIES = {
  accountAccess: 'td_access',
  accountRefresh: 'td_refresh',
  orderAccess: 'td_order_access',
  orderRefresh: 'td_order_refresh',
} as const;

export interface CookieOptions {
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  path: string;
  maxAge: number;
}

/**
 * Secure everywhere but plain-http development hosts. The order-lookup token is not global: it is
 * only sent to our own session endpoints.
 */
export function sessionCookieOptions(requestUrl: string, maxAge = TOKEN_LIFETIME_SECONDS): CookieOptions {
  return {
    httpOnly: true,
    secure: new URL(requestUrl).protocol === 'https:',
    sameSite: 'lax',
    path: '/api/session',
    maxAge,
  };
}

interface CookieJar {
  set(name: string, value: string, options: CookieOptions): unknown;
}

/** Stores a token pair of one strategy in its cookies, each for the token's lifetime. */
export function setSessionCookies(
  cookies: CookieJar,
  strategy: 'account' | 'order',
  tokens: { access_token: string; refresh_token: string; expires_in: number },
  requestUrl: string,
): void {
  const [access, refresh] =
    strategy === 'account'
      ? [SESSION_COOKIES.accountAccess, SESSION_COOKIES.accountRefresh]
      : [SESSION_COOKIES.orderAccess, SESSION_COOKIES.orderRefresh];
  cookies.set(access, tokens.access_token, sessionCookieOptions(requestUrl, tokens.expires_in));
  cookies.set(refresh, tokens.refresh_token, sessionCookieOptions(requestUrl));
}
