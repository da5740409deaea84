import { describe, expect, it } from 'vitest';
import { SESSION_COOKIES, sessionCookieOptions, setSessionCookies, TOKEN_LIFETIME_SECONDS } from '@/lib/session/cookies';
import { accountDestination } from '@/lib/session/public-user';

describe('session cookies (SPEC.md sections 6 and 9)', () => {
  it('are HttpOnly, SameSite=Lax, scoped to our session endpoints, Secure on https, 3600 s by default', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(sessionCookieOptions('https://www.example.se/api/session/login')).toEqual({
      httpOnly: true, secure: true, sameSite: 'lax', path: '/api/session', maxAge: 3600,
    });
    expect(sessionCookieOptions('http://sv.localhost:3000/api/session/login').secure).toBe(false);
  });

  it('keeps each strategy in its own cookies', () => {
    const set: [string, string, number][] = [];
    const jar = { set: (name: string, value: string, options: { maxAge: number }) => set.push([name, value, options.maxAge]) };
    setSessionCookies(jar, 'order', { access_token: 'a', refresh_token: 'r', expires_in: 1800 }, 'https://x.se/');
    expect(set).toEqual([
      [SESSION_COOKIES.orderAccess, 'a', 1800],
      [SESSION_COOKIES.orderRefresh, 'r', 3600],
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
