import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The cookie modules as a deployment with its own domains loads them: the domains are read once, at load. */
async function deployedOn(domains: Partial<Record<'SV' | 'NO', string>>) {
  vi.resetModules();
  for (const [code, domain] of Object.entries(domains)) vi.stubEnv(`STORE_DOMAIN_${code}`, domain);
  const [security, cookies, receipt] = await Promise.all([
    import('@/platform/session/cookie-security'),
    import('@/platform/session/cookies'),
    import('@/platform/session/receipt-cookie'),
  ]);
  return { ...security, ...cookies, ...receipt };
}

function recordingJar() {
  const set: { name: string; secure: boolean; path: string }[] = [];
  return {
    set,
    jar: { set: (name: string, _value: string, options: { secure: boolean; path: string }) => set.push({ name, secure: options.secure, path: options.path }) },
  };
}

const host = (value: string) => new Headers({ host: value });

describe("cookies are Secure by the storefront's own origin", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('an https storefront sets Secure session cookies under __Host- (Path=/) and __Secure- (the refresh path), without any proxy header', async () => {
    const { setSessionCookies, sessionCookieName } = await deployedOn({ SV: 'www.teknikdelar.se' });
    const { set, jar } = recordingJar();
    setSessionCookies(jar, 'account', { access_token: 'a', refresh_token: 'r', expires_in: 3600 }, host('www.teknikdelar.se'));
    expect(set).toEqual([
      { name: '__Host-td_access', secure: true, path: '/' },
      { name: '__Secure-td_refresh', secure: true, path: '/api/session/refresh' },
    ]);
    expect(sessionCookieName('orderAccess', host('www.teknikdelar.se'))).toBe('__Host-td_order_access');
  });

  it('a forwarded http scheme does not take Secure away from an https storefront', async () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    const { sessionCookieOptions } = await deployedOn({ SV: 'www.teknikdelar.se' });
    expect(sessionCookieOptions(new Headers({ host: 'www.teknikdelar.se', 'x-forwarded-proto': 'http' })).secure).toBe(true);
  });

  it('a local development host keeps plain names without Secure, so the shop works over http there', async () => {
    const { setSessionCookies, receiptCookieName, receiptCookieOptions } = await deployedOn({});
    const { set, jar } = recordingJar();
    setSessionCookies(jar, 'order', { access_token: 'a', refresh_token: 'r', expires_in: 3600 }, host('sv.localhost:3000'));
    expect(set.map(({ name, secure }) => [name, secure])).toEqual([
      ['td_order_access', false],
      ['td_order_refresh', false],
    ]);
    expect([receiptCookieName(host('sv.localhost:3000')), receiptCookieOptions(host('sv.localhost:3000')).secure]).toEqual(['td_receipt', false]);
  });

  it('each storefront by its own origin: a local one beside an https one', async () => {
    const { secureCookies } = await deployedOn({ NO: 'www.teknikdeler.no' });
    expect(secureCookies(host('www.teknikdeler.no'))).toBe(true);
    expect(secureCookies(host(`sv.localhost:${process.env.STORE_PORT || '3000'}`))).toBe(false);
  });

  it('the receipt cookie goes by __Host- on an https storefront', async () => {
    const { receiptCookieName, receiptCookieOptions } = await deployedOn({ SV: 'www.teknikdelar.se' });
    expect(receiptCookieName(host('www.teknikdelar.se'))).toBe('__Host-td_receipt');
    expect(receiptCookieOptions(host('www.teknikdelar.se'))).toMatchObject({ secure: true, path: '/' });
  });

  it('any Host header gives an answer and never throws', async () => {
    const { secureCookies } = await deployedOn({ SV: 'www.teknikdelar.se' });
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        expect(typeof secureCookies({ get: (name) => (name === 'host' ? value : null) })).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('cookie names by scope', () => {
  it('__Host- only on Path=/, __Secure- on a narrower path, the bare name without Secure', async () => {
    const { cookieName } = await import('@/platform/session/cookie-security');
    expect(cookieName('td_access', '/', true)).toBe('__Host-td_access');
    expect(cookieName('td_lookup', '/track-order', true)).toBe('__Secure-td_lookup');
    expect(cookieName('td_access', '/', false)).toBe('td_access');
  });
});
