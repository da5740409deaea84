import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearSessionCookies,
  clearStrategyCookies,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIES,
  sessionCookieOptions,
  setSessionCookies,
  TOKEN_LIFETIME_SECONDS,
} from '@/platform/session/cookies';
import { accountDestination, isOrderLookupOver, publicCustomer, publicOrderLookup, userFromAnswer } from '@/platform/session/public-user';
import { isRefreshDue, refreshDelay } from '@/platform/session/refresh-schedule';

const behindTlsProxy = new Headers({ 'x-forwarded-proto': 'https' });

interface SetCookie {
  name: string;
  value: string;
  path: string;
  maxAge: number;
}

function recordingJar() {
  const set: SetCookie[] = [];
  return {
    set,
    jar: {
      set: (name: string, value: string, options: { path: string; maxAge: number }) => set.push({ name, value, path: options.path, maxAge: options.maxAge }),
    },
  };
}

describe('session cookies (docs/product/account.md, ACC-1 and ACC-2)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('are HttpOnly, SameSite=Lax, the access cookies on / for the per-request pages, 3600 s by default', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(REFRESH_COOKIE_PATH).toBe('/api/session/refresh');
    expect(sessionCookieOptions(new Headers())).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/', maxAge: 3600 });
  });

  it('are not Secure on a local development host, whatever a proxy header says (an https storefront: tests/unit/security/cookie-security.test.ts)', () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(sessionCookieOptions(behindTlsProxy).secure).toBe(false);
  });

  it("keep each strategy in its own cookies: access for the backend's expires_in, refresh for its own 3600 s on the refreshing handler only", () => {
    const { set, jar } = recordingJar();
    setSessionCookies(jar, 'order', { access_token: 'a', refresh_token: 'r', expires_in: 1800 }, new Headers());
    expect(set).toEqual([
      { name: SESSION_COOKIES.orderAccess, value: 'a', path: '/', maxAge: 1800 },
      { name: SESSION_COOKIES.orderRefresh, value: 'r', path: REFRESH_COOKIE_PATH, maxAge: 3600 },
    ]);
  });

  it('are cleared on the path each was set for', () => {
    const { set, jar } = recordingJar();
    clearSessionCookies(jar, new Headers());
    expect(set.map(({ name, path, maxAge }) => [name, path, maxAge])).toEqual([
      [SESSION_COOKIES.accountAccess, '/', 0],
      [SESSION_COOKIES.accountRefresh, REFRESH_COOKIE_PATH, 0],
      [SESSION_COOKIES.orderAccess, '/', 0],
      [SESSION_COOKIES.orderRefresh, REFRESH_COOKIE_PATH, 0],
    ]);
  });

  it("end one strategy alone when its refresh is refused, leaving the other's session", () => {
    const { set, jar } = recordingJar();
    clearStrategyCookies(jar, 'order', new Headers());
    expect(set.map(({ name, path, maxAge }) => [name, path, maxAge])).toEqual([
      [SESSION_COOKIES.orderAccess, '/', 0],
      [SESSION_COOKIES.orderRefresh, REFRESH_COOKIE_PATH, 0],
    ]);
  });
});

describe('the public user (no tokens, no e-mail)', () => {
  const profile = {
    id: 7,
    name: 'Anna',
    email: 'anna@example.com',
    mobile: '0701234567',
    address: null,
    discounts: { '1': 10 },
    newsletter: true,
    customer_type: 'consumer' as const,
  };

  it("carries name, discounts, customer type and the session's lifetime of a customer, and nothing else", () => {
    expect(publicCustomer(profile, 3600)).toEqual({
      name: 'Anna',
      orderId: null,
      scopes: [],
      discounts: { '1': 10 },
      customerType: 'consumer',
      sessionSeconds: 3600,
    });
    expect(publicCustomer({ ...profile, customer_type: 'company' }, 3600).customerType).toBe('company');
  });

  it('carries the one order and its scope of an order look-up', () => {
    expect(publicOrderLookup({ order_id: 'TD-1', name: 'Erik', scopes: ['my-order'] }, 3600)).toEqual({
      name: 'Erik',
      orderId: 'TD-1',
      scopes: ['my-order'],
      discounts: {},
      customerType: 'consumer',
      sessionSeconds: 3600,
    });
  });

  it("ends the session by the browser's clock, however far it is from the server's", () => {
    const answer = publicCustomer(profile, 3600);
    const serverNow = 1_000_000;
    const aheadBrowserNow = serverNow + 56 * 60_000;
    const user = userFromAnswer(answer, aheadBrowserNow);
    expect(user.sessionEndsAt).toBe(aheadBrowserNow + 3_600_000);
    expect(isRefreshDue(user.sessionEndsAt, aheadBrowserNow)).toBe(false);
    expect(refreshDelay(user.sessionEndsAt, aheadBrowserNow)).toBe(55 * 60_000);
  });
});

describe('account click (docs/product/account.md, ACC-6)', () => {
  it.each([
    [null, { kind: 'login' }],
    [
      { name: 'Erik', orderId: 'TD-1', scopes: ['my-order'], discounts: {} },
      { kind: 'order', orderId: 'TD-1' },
    ],
    [{ name: 'Erik', orderId: 'TD-1', scopes: [], discounts: {} }, { kind: 'orders' }],
    [{ name: 'Anna', orderId: null, scopes: [], discounts: { '2': 5 } }, { kind: 'orders' }],
  ] as const)('%j -> %j', (user, destination) => {
    expect(accountDestination(user === null ? null : { ...user, scopes: [...user.scopes], customerType: 'consumer', sessionEndsAt: 0 })).toEqual(destination);
  });
});

describe('an order look-up ends with its session (docs/product/account.md, ACC-2: 3600 s)', () => {
  const end = 1_700_000_000_000;
  it.each([
    ['TD-1', end - 1, false],
    ['TD-1', end, true],
    ['TD-1', end + 86_400_000, true],
    [null, end + 86_400_000, false],
  ] as const)('order %s at %i: over %s', (orderId, now, over) => {
    expect(isOrderLookupOver({ orderId, sessionEndsAt: end }, now)).toBe(over);
  });
});
