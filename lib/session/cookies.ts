import { isHttpsRequest } from '@/lib/request-origin';

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

/**
 * Access tokens go with every request to the shop, so that the per-request account and order pages
 * read them on the server (cached pages never read cookies, and the BFF strips them before the
 * backend); refresh tokens go only to the handler that refreshes.
 */
export const ACCESS_COOKIE_PATH = '/';
export const REFRESH_COOKIE_PATH = '/api/session/refresh';

export interface CookieOptions {
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  path: string;
  maxAge: number;
}

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Secure when the shopper's connection is https: behind our TLS-terminating proxy that is the
 * forwarded scheme (lib/request-origin.ts), never the URL `next start` itself sees, which is http.
 */
export function sessionCookieOptions(
  headers: HeaderSource,
  maxAge = TOKEN_LIFETIME_SECONDS,
  path: string = ACCESS_COOKIE_PATH,
): CookieOptions {
  return { httpOnly: true, secure: isHttpsRequest(headers), sameSite: 'lax', path, maxAge };
}

interface CookieJar {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export type SessionStrategy = 'account' | 'order';

const STRATEGY_COOKIES: Record<SessionStrategy, { access: string; refresh: string }> = {
  account: { access: SESSION_COOKIES.accountAccess, refresh: SESSION_COOKIES.accountRefresh },
  order: { access: SESSION_COOKIES.orderAccess, refresh: SESSION_COOKIES.orderRefresh },
};

/**
 * Stores a freshly issued token pair of one strategy. The access cookie lives as long as the backend
 * says the access token does; the refresh cookie lives the refresh token's own 3600 s (SPEC.md
 * section 9) from this moment, when it was issued. Only issuing a pair (sign-in, refresh) sets them,
 * so reading the profile with a live access token never stretches the refresh cookie.
 */
export function setSessionCookies(
  cookies: CookieJar,
  strategy: SessionStrategy,
  tokens: { access_token: string; refresh_token: string; expires_in: number },
  headers: HeaderSource,
): void {
  const { access, refresh } = STRATEGY_COOKIES[strategy];
  cookies.set(access, tokens.access_token, sessionCookieOptions(headers, tokens.expires_in));
  cookies.set(refresh, tokens.refresh_token, sessionCookieOptions(headers, TOKEN_LIFETIME_SECONDS, REFRESH_COOKIE_PATH));
}

/** Ends one strategy's session: both its cookies cleared on the path each was set for. */
export function clearStrategyCookies(cookies: CookieJar, strategy: SessionStrategy, headers: HeaderSource): void {
  const { access, refresh } = STRATEGY_COOKIES[strategy];
  cookies.set(access, '', sessionCookieOptions(headers, 0));
  cookies.set(refresh, '', sessionCookieOptions(headers, 0, REFRESH_COOKIE_PATH));
}

/** Ends both strategies' sessions. */
export function clearSessionCookies(cookies: CookieJar, headers: HeaderSource): void {
  clearStrategyCookies(cookies, 'account', headers);
  clearStrategyCookies(cookies, 'order', headers);
}
