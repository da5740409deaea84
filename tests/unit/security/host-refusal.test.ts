/**
 * The proxy on a deployment that names its storefront domains: another host is refused with a 421
 * that nothing keeps, and logged; the quick-look hosts are served, privately.
 */
import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/platform/log/logger';

let proxy: (request: NextRequest) => Response;
const warnings = vi.fn();

beforeAll(async () => {
  for (const code of ['SV', 'NO', 'DA', 'FI', 'NL']) vi.stubEnv(`STORE_DOMAIN_${code}`, `${code.toLowerCase()}.example`);
  vi.resetModules();
  proxy = (await import('@/proxy')).default;
  return () => vi.unstubAllEnvs();
});

beforeEach(() => {
  warnings.mockClear();
  vi.spyOn(logger, 'warn').mockImplementation(warnings as never);
});

const ask = (host: string, path = '/') => proxy(new NextRequest(`http://${host}${path}`, { headers: { host, 'x-forwarded-for': '192.0.2.7' } }));

describe('with STORE_DOMAIN_* configured', () => {
  it.each(['evil.example', 'sv.example.evil.example', 'sv.localhost:3000'])('%s is refused: 421, no-store, and a host-refused event', (host) => {
    const response = ask(host);
    expect(response.status).toBe(421);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(warnings).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'security', kind: 'host-refused', rule: 'storefront-host' }),
      'security: host-refused',
    );
    expect(JSON.stringify(warnings.mock.calls)).not.toContain('192.0.2.7');
  });

  it("also on a route handler, but not the load balancer's health check", () => {
    expect(ask('evil.example', '/api/session/login').status).toBe(421);
    expect(ask('evil.example', '/api/health').status).not.toBe(421);
  });

  it('every spelling of a storefront domain is served as that storefront, its Cache-Control left to the page', () => {
    for (const host of ['no.example', 'NO.EXAMPLE', 'no.example.', 'no.example:443']) {
      const response = ask(host);
      expect(response.status, host).toBe(200);
      expect(response.headers.get('cache-control'), host).toBeNull();
    }
  });

  it('localhost and 127.0.0.1 keep their path prefixes, kept by no shared cache', () => {
    for (const host of ['localhost:3000', '127.0.0.1:8081']) {
      const response = ask(host, '/fi/joulukalenteri');
      expect(response.status, host).toBe(200);
      expect(response.headers.get('cache-control'), host).toBe('private, no-store');
    }
  });
});
