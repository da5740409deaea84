/**
 * Which host was asked: `Host: NO.LOCALHOST:3000` and `no.localhost.:3000` are the Norwegian shop, the
 * way a cache that folds case keys them, never the Swedish one; a host that is no storefront is
 * refused once the storefront domains are configured, and otherwise kept out of shared caches.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { nextHostname, normalHost } from '@/platform/http/host-name.mjs';
import { hostStanding, type StorefrontHosts } from '@/platform/i18n/host-standing';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import { requestHost } from '@/platform/http/request-origin';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const norwegian = STOREFRONTS.no.domain;

describe('normalHost', () => {
  it.each([
    ['NO.LOCALHOST:3000', 'no.localhost:3000'],
    ['no.localhost.:3000', 'no.localhost:3000'],
    ['No.Example.', 'no.example'],
    ['no.example:443', 'no.example'],
    ['no.example:80', 'no.example'],
    ['no.example:', 'no.example'],
    ['no.example:08080', 'no.example:8080'],
    ['127.0.0.1:3000', '127.0.0.1:3000'],
    ['[::1]:3000', '[::1]:3000'],
    ['[2001:DB8::1]', '[2001:db8::1]'],
  ])('%s is %s', (host, normal) => expect(normalHost(host)).toBe(normal));

  it.each([
    '',
    '.',
    'no..example',
    'no.example..',
    'no example',
    'no.example:70000',
    'no.example:0',
    'user@no.example',
    'no.example/x',
    '[no.example]',
    '[::1',
    ':3000',
    '\uff4e\uff4f.example',
    '\u212a.example',
  ])('refuses %j: no host of ours', (host) => expect(normalHost(host)).toBeNull());

  it('is null without a host', () => {
    expect(normalHost(null)).toBeNull();
    expect(normalHost(undefined)).toBeNull();
  });
});

describe('nextHostname: the name Next is told for the address the server listens on', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', '0:0:0:0:0:0:0:1'])('%s, a loopback address, is localhost, as NextURL spells it', (address) => {
    expect(nextHostname(address)).toBe('localhost');
  });

  it.each(['localhost', '0.0.0.0', '::', '192.0.2.7', '2001:db8::1', 'shop.example'])('%s stays as it is', (address) => {
    expect(nextHostname(address)).toBe(address);
  });

  it('leaves no address to Next, which then says localhost itself', () => {
    expect(nextHostname(undefined)).toBeUndefined();
  });
});

describe('requestHost picks the storefront by the normal spelling', () => {
  it.each([norwegian.toUpperCase(), norwegian.replace(':', '.:'), `${norwegian.replace(/:.*/, '').toUpperCase()}.:${norwegian.split(':')[1]}`])(
    'Host: %s is the Norwegian shop',
    (host) => {
      expect(storefrontFromRequest(requestHost(new Headers({ host })), '/').storefront).toBe('no');
    },
  );

  it("also a trusted proxy's X-Forwarded-Host", () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(requestHost(new Headers({ host: 'app:3000', 'x-forwarded-host': 'FI.EXAMPLE.:443, inner' }))).toBe('fi.example');
    vi.unstubAllEnvs();
  });
});

describe('hostStanding', () => {
  const configured: StorefrontHosts = { domains: ['sv.example', 'no.example'], configured: true };
  const unconfigured: StorefrontHosts = { domains: ['sv.localhost:3000', 'no.localhost:3000'], configured: false };

  it('a storefront domain is a storefront', () => {
    expect(hostStanding('no.example', '/', configured)).toBe('storefront');
    expect(hostStanding('no.localhost:3000', '/', unconfigured)).toBe('storefront');
  });

  it('localhost and 127.0.0.1, on any port, are a quick look: path prefixes, kept by no shared cache', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:8081']) {
      expect(hostStanding(host, '/fi/joulukalenteri', configured)).toBe('quick-look');
      expect(hostStanding(host, '/', unconfigured)).toBe('quick-look');
    }
  });

  it("any other host is refused once the domains are configured, but for the load balancer's health check", () => {
    for (const host of ['evil.example', 'sv.example:8443', 'sv.localhost:3000', 'localhost.evil.example', null]) {
      expect(hostStanding(host, '/', configured)).toBe('refused');
      expect(hostStanding(host, '/api/session/login', configured)).toBe('refused');
      expect(hostStanding(host, '/api/health', configured)).toBe('quick-look');
    }
  });

  it('without configured domains (a developer machine) any other host is a quick look', () => {
    expect(hostStanding('192.168.1.20:3000', '/', unconfigured)).toBe('quick-look');
    expect(hostStanding(null, '/', unconfigured)).toBe('quick-look');
  });
});

const label = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
const name = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: null });
const spelled = fc.tuple(name, port).map(([host, number]) => ({ host, port: number }));
const anyHost = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  spelled.map(({ host, port: number }) => (number === null ? host : `${host}:${number}`)),
  fc.ipV6().map((address) => `[${address}]:3000`),
);

describe('normalHost over generated hosts', () => {
  const runs = { numRuns: 5000 };

  it('never throws; a host it accepts is lower case, without trailing dot or default port, and stays so', () => {
    fc.assert(
      fc.property(anyHost, (host) => {
        const normal = normalHost(host);
        if (normal === null) return;
        expect(normal).toBe(normal.toLowerCase());
        expect(normal).not.toMatch(/\.(:|$)|:(80|443)$/);
        expect(normalHost(normal)).toBe(normal);
      }),
      runs,
    );
  });

  it('every spelling of one host (case, trailing dot, default port) is one host', () => {
    fc.assert(
      fc.property(spelled, fc.boolean(), fc.constantFrom('', ':80', ':443'), ({ host, port: number }, dot, defaultPort) => {
        const base = number === null ? host : `${host}:${number}`;
        const variant = `${host.toUpperCase()}${dot ? '.' : ''}${number === null ? defaultPort : `:${number}`}`;
        expect(normalHost(variant)).toBe(normalHost(base));
      }),
      runs,
    );
  });
});
