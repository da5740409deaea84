import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_CALLS, browserCall, declaredQuery } from '@/platform/bff/browser-calls';
import { forwardBrowserCall } from '@/platform/bff/forward';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const BASE = 'http://backend.test';
const asked: URL[] = [];
const deal = {
  title: 'Dagens deal',
  product_name: 'Skärm',
  product_slug: 'skarm',
  discount: 20,
  starts_at: '2026-11-22T00:00:00Z',
  expires_at: '2026-11-23T00:00:00Z',
};
const server = setupServer(
  http.get(`${BASE}/api/current-deal`, ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json(deal);
  }),
  http.get(`${BASE}/api/products`, ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ products: [], categories: [] });
  }),
);

beforeAll(() => {
  vi.stubEnv('API_BASE_URL', BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  asked.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

async function forward(storefront: StorefrontCode, path: string): Promise<URL> {
  const url = new URL(`http://${storefront}.localhost:3000${path}`);
  const call = browserCall('GET', url.pathname);
  if (!call) throw new Error(`${path} is no browser call`);
  expect((await forwardBrowserCall(call, storefront, new Request(url), undefined)).status).toBe(200);
  const seen = asked.at(-1);
  if (!seen) throw new Error('the backend was not asked');
  return seen;
}

describe('the query a browser call takes to the backend', () => {
  it('names the storefront of the host, whatever locale and sid the browser sent', async () => {
    const seen = await forward('sv', '/api/current-deal?locale=no&sid=3');
    expect([...seen.searchParams]).toEqual([
      ['locale', 'sv'],
      ['sid', '1'],
    ]);
  });

  it('passes only the parameters the call declares, the first value of each', async () => {
    const seen = await forward('fi', '/api/products?debug=1&query=akku&query=näyttö&limit=6&provider=retail-personalisation&x-be-staff=1');
    expect([...seen.searchParams]).toEqual([
      ['query', 'akku'],
      ['limit', '6'],
      ['provider', 'retail-personalisation'],
      ['locale', 'fi'],
      ['sid', '4'],
    ]);
  });

  it("declares no locale or sid for any call: those are always the host's", () => {
    for (const call of BROWSER_CALLS)
      expect(
        call.query.filter((name) => name === 'locale' || name === 'sid'),
        String(call.path),
      ).toEqual([]);
  });

  it('writes the declared parameters in the order declared, so the same search is one shared answer', () => {
    const products = browserCall('GET', '/api/products');
    if (!products) throw new Error('/api/products is no browser call');
    expect(declaredQuery(products, new URLSearchParams('limit=8&query=iph'))).toEqual({ query: 'iph', limit: '8' });
    expect(Object.keys(declaredQuery(products, new URLSearchParams('limit=8&query=iph')))).toEqual(['query', 'limit']);
  });
});
