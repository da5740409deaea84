import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIES,
  sessionCookieOptions,
  setSessionCookies,
  TOKEN_LIFETIME_SECONDS,
} from '@/lib/session/cookies';
import { accountDestination } from '@/lib/session/public-user';

const behindTlsProxy = new Headers({ 'x-forwarded-proto': 'https' });

interface SetCookie {
  name: string;
  value: string;
  path: string;
  maxAge: number;
}

function recordingJar() {
  const set: SetCookie[] = [];
  return { set, jar: { set: (name: string, value: string, options: { path: string; maxAge: number }) => set.push({ name, value, path: options.path, maxAge: options.maxAge }) } };
}

describe('session cookies (SPEC.md sections 6 and 9)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are HttpOnly, SameSite=Lax, scoped to our session endpoints, 3600 s by default', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(sessionCookieOptions(new Headers())).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/api/session', maxAge: 3600 });
  });

  it('are Secure when our trusted proxy says the shopper came over https, and only then', () => {
    expect(sessionCookieOptions(behindTlsProxy).secure).toBe(false);
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(sessionCookieOptions(behindTlsProxy).secure).toBe(true);
    expect(sessionCookieOptions(new Headers({ 'x-forwarded-proto': 'http' })).secure).toBe(false);
  });

  it('keep each strategy in its own cookies: access for the backend\'s expires_in, refresh for its own 3600 s on the refreshing handler only', () => {
    const { set, jar } = recordingJar();
    setSessionCookies(jar, 'order', { access_token: 'a', refresh_token: 'r', expires_in: 1800 }, new Headers());
    expect(set).toEqual([
      { name: SESSION_COOKIES.orderAccess, value: 'a', path: '/api/session', maxAge: 1800 },
      { name: SESSION_COOKIES.orderRefresh, value: 'r', path: '/api/session/profile', maxAge: 3600 },
    ]);
  });

  it('are cleared on the path each was set for', () => {
    const { set, jar } = recordingJar();
    clearSessionCookies(jar, new Headers());
    expect(set.map(({ name, path, maxAge }) => [name, path, maxAge])).toEqual([
      [SESSION_COOKIES.accountAccess, '/api/session', 0],
      [SESSION_COOKIES.orderAccess, '/api/session', 0],
      [SESSION_COOKIES.accountRefresh, REFRESH_COOKIE_PATH, 0],
      [SESSION_COOKIES.orderRefresh, REFRESH_COOKIE_PATH, 0],
    ]);
  });
});

describe('account click (SPEC.md section 2)', () => {
  it.each([
    [null, { kind: 'login' }],
    [{ name: 'Erik', orderId: 'TD-1', scopes: ['my-order'], discounts: {} }, { kind: 'order', orderId: 'TD-1' }],
    [{ name: 'Erik', orderId: 'TD-1', scopes: [], discounts: {} }, { kind: 'orders' }],
    [{ name: 'Anna', orderId: null, scopes: [], discounts: { '2': 5 } }, { kind: 'orders' }],
  ] as const)('%j -> %j', (user, destination) => {
    expect(accountDestination(user === null ? null : { ...user, scopes: [...user.scopes] })).toEqual(destination);
  });
});
