import { cookieName, secureCookies } from '@/platform/session/cookie-security';

/**
 * The session cookies of both auth strategies (docs/product/account.md, ACC-1 and ACC-2). Tokens live only here, in
 * HttpOnly cookies set by our route handlers: never in Web Storage, never readable by scripts.
 */
export const TOKEN_LIFETIME_SECONDS = 3600;

/** The cookies' own names; on an https storefront they go by a prefixed name (`sessionCookieName`). */
export const SESSION_COOKIES = {
  accountAccess: 'td_access',
  accountRefresh: 'td_refresh',
  orderAccess: 'td_order_access',
  orderRefresh: 'td_order_refresh',
} as const;

export type SessionCookie = keyof typeof SESSION_COOKIES;

/**
 * Access tokens go with every request to the shop, so that the per-request account and order pages
 * read them on the server (cached pages never read cookies, and the BFF strips them before the
 * backend); refresh tokens go only to the handler that refreshes.
 */
const ACCESS_COOKIE_PATH = '/';
export const REFRESH_COOKIE_PATH = '/api/session/refresh';

const COOKIE_PATHS: Record<SessionCookie, string> = {
  accountAccess: ACCESS_COOKIE_PATH,
  accountRefresh: REFRESH_COOKIE_PATH,
  orderAccess: ACCESS_COOKIE_PATH,
  orderRefresh: REFRESH_COOKIE_PATH,
};

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

/** The name one session cookie goes by on the storefront a request is for. */
export function sessionCookieName(cookie: SessionCookie, headers: HeaderSource): string {
  return cookieName(SESSION_COOKIES[cookie], COOKIE_PATHS[cookie], secureCookies(headers));
}

/** Every name a session cookie can go by, on a local host or an https one. */
export const SESSION_COOKIE_NAMES: readonly string[] = (Object.keys(SESSION_COOKIES) as SessionCookie[]).flatMap((cookie) => [
  cookieName(SESSION_COOKIES[cookie], COOKIE_PATHS[cookie], false),
  cookieName(SESSION_COOKIES[cookie], COOKIE_PATHS[cookie], true),
]);

/** Secure whenever the storefront's own origin is https (platform/session/cookie-security.ts). */
export function sessionCookieOptions(headers: HeaderSource, maxAge = TOKEN_LIFETIME_SECONDS, path: string = ACCESS_COOKIE_PATH): CookieOptions {
  return { httpOnly: true, secure: secureCookies(headers), sameSite: 'lax', path, maxAge };
}

interface CookieJar {
  set(name: string, value: string, options: CookieOptions): unknown;
}

export type SessionStrategy = 'account' | 'order';

const STRATEGY_COOKIES: Record<SessionStrategy, { access: SessionCookie; refresh: SessionCookie }> = {
  account: { access: 'accountAccess', refresh: 'accountRefresh' },
  order: { access: 'orderAccess', refresh: 'orderRefresh' },
};

/** The refresh cookie of one strategy, by the name it goes by on this request's storefront. */
export function refreshCookieName(strategy: SessionStrategy, headers: HeaderSource): string {
  return sessionCookieName(STRATEGY_COOKIES[strategy].refresh, headers);
}

/**
 * Stores a freshly issued token pair of one strategy. The access cookie lives as long as the backend
 * says the access token does; the refresh cookie lives the refresh token's own 3600 s (docs/product/account.md,
 * ACC-2) from this moment, when it was issued. Only issuing a pair (sign-in, refresh) sets them,
 * so reading the profile with a live access token never stretches the refresh cookie.
 */
export function setSessionCookies(
  cookies: CookieJar,
  strategy: SessionStrategy,
  tokens: { access_token: string; refresh_token: string; expires_in: number },
  headers: HeaderSource,
): void {
  const { access, refresh } = STRATEGY_COOKIES[strategy];
  cookies.set(sessionCookieName(access, headers), tokens.access_token, sessionCookieOptions(headers, tokens.expires_in));
  cookies.set(sessionCookieName(refresh, headers), tokens.refresh_token, sessionCookieOptions(headers, TOKEN_LIFETIME_SECONDS, REFRESH_COOKIE_PATH));
}

/** Ends one strategy's session: both its cookies cleared on the path each was set for. */
export function clearStrategyCookies(cookies: CookieJar, strategy: SessionStrategy, headers: HeaderSource): void {
  const { access, refresh } = STRATEGY_COOKIES[strategy];
  cookies.set(sessionCookieName(access, headers), '', sessionCookieOptions(headers, 0));
  cookies.set(sessionCookieName(refresh, headers), '', sessionCookieOptions(headers, 0, REFRESH_COOKIE_PATH));
}

/** Ends both strategies' sessions. */
export function clearSessionCookies(cookies: CookieJar, headers: HeaderSource): void {
  clearStrategyCookies(cookies, 'account', headers);
  clearStrategyCookies(cookies, 'order', headers);
}
