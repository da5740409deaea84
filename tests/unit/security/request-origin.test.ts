import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientAddress, isHttpsRequest, requestHost } from '@/platform/http/request-origin';

const headers = (values: Record<string, string>) => new Headers(values);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('without a trusted proxy', () => {
  it('the storefront host is Host, whatever X-Forwarded-Host claims', () => {
    expect(requestHost(headers({ host: 'sv.localhost:3000', 'x-forwarded-host': 'no.localhost:3000' }))).toBe('sv.localhost:3000');
  });

  it('the connection is never https: next start serves plain http', () => {
    expect(isHttpsRequest(headers({ 'x-forwarded-proto': 'https' }))).toBe(false);
  });
});

describe('behind a trusted proxy (TRUSTED_PROXY=1)', () => {
  it('takes the host and scheme the proxy saw first', () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    const request = headers({ host: 'app:3000', 'x-forwarded-host': 'fi.example, inner', 'x-forwarded-proto': 'https' });
    expect(requestHost(request)).toBe('fi.example');
    expect(isHttpsRequest(request)).toBe(true);
  });

  it('falls back to Host when the proxy sent no forwarded host', () => {
    vi.stubEnv('TRUSTED_PROXY', '1');
    expect(requestHost(headers({ host: 'sv.localhost:3000' }))).toBe('sv.localhost:3000');
  });
});

describe('clientAddress', () => {
  it('is the last hop: the one our HTTP server wrote in place of what the client sent', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientAddress(headers({}))).toBe('unknown');
  });
});
