import { describe, expect, it, vi } from 'vitest';
import nextConfig from '@/next.config';
import { BROWSER_CALLS } from '@/platform/bff/browser-calls';
import { ERROR_REPORT_BODY_LIMIT } from '@/platform/errors/receive';
import { CART_BODY_LIMIT, PROXY_BODY_BUFFER, SERVER_ACTION_BODY_LIMIT, SMALL_BODY_LIMIT } from '@/platform/http/body-limits';
import { guardedJson } from '@/platform/http/guarded-json';
import { ONE_CLICK_BODY_LIMIT } from '@/features/newsletter/one-click';
import { STOREFRONT_ORIGINS } from '@/platform/http/request-guard';

const events = vi.hoisted(() => [] as { kind: string; rule: string; client?: string }[]);
vi.mock('@/platform/log/security-event', () => ({
  securityEvent: (kind: string, fields: { rule: string; client?: string }) => events.push({ kind, ...fields }),
}));

const LIMITS = [
  ...BROWSER_CALLS.map((call) => call.maxBody),
  SMALL_BODY_LIMIT,
  CART_BODY_LIMIT,
  SERVER_ACTION_BODY_LIMIT,
  ERROR_REPORT_BODY_LIMIT,
  ONE_CLICK_BODY_LIMIT,
];

describe('what Next holds of a body before the shop sees it', () => {
  it('is one byte over the largest limit of any path, and the config sets it', () => {
    expect(PROXY_BODY_BUFFER).toBe(Math.max(...LIMITS) + 1);
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(PROXY_BODY_BUFFER);
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(SERVER_ACTION_BODY_LIMIT);
  });

  it('is longer than every limit, so a body it cut short is refused as too large wherever it goes', () => {
    for (const limit of LIMITS) expect(PROXY_BODY_BUFFER).toBeGreaterThan(limit);
  });
});

function post(body: string, headers: Record<string, string>): Request {
  return new Request('http://sv.localhost:3000/api/sync-cart', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGINS[0]!, 'x-forwarded-for': '203.0.113.9', ...headers },
  });
}

describe('a refused body or origin is logged', () => {
  it.each([
    ['a foreign origin', post('{}', { origin: 'https://evil.example' }), 403, 'origin-refused', 'foreign_origin'],
    ['a form post', post('a=1', { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'body-refused', 'unsupported_media_type'],
    ['a body over the limit', post('x'.repeat(101), {}), 413, 'body-refused', 'over-limit'],
    ['a 9 MB upload, by its Content-Length', post('{"items":[', { 'content-length': '9437184' }), 413, 'body-refused', 'over-limit'],
    ['a body that is not JSON', post('{"items":', {}), 400, 'body-refused', 'malformed_json'],
  ])('%s', async (_name, request, status, kind, rule) => {
    events.length = 0;
    const guarded = await guardedJson(request, 100);
    expect(guarded.ok ? 200 : guarded.response.status).toBe(status);
    expect(events).toEqual([{ kind, rule, client: '203.0.113.9' }]);
  });

  it('reads a body cut short within the limit no further than its end, and refuses it', async () => {
    events.length = 0;
    const cut = new Request('http://sv.localhost:3000/api/sync-cart', {
      method: 'POST',
      body: '{"items":[]}',
      headers: { 'content-type': 'application/json', origin: STOREFRONT_ORIGINS[0]!, 'content-length': '40' },
    });
    const guarded = await guardedJson(cut, 100);
    expect(guarded.ok ? 200 : guarded.response.status).toBe(413);
    expect(events).toEqual([{ kind: 'body-refused', rule: 'length-mismatch', client: 'unknown' }]);
  });
});
