import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchProducts } from '@/platform/api/calls/search';
import { syncCartOnLoad } from '@/platform/api/calls/cart';
import { fetchCurrentDeal } from '@/platform/api/calls/content';
import { fetchHasUpselling, fetchUpsellCandidates } from '@/platform/api/calls/search';
import { backendPath } from '@/platform/api/backend-path';
import { backendTimeoutMs, DEFAULT_TIMEOUT_MS, request } from '@/platform/api/request';

const BASE = 'http://backend.test';
const deal = {
  title: 'Veckans deal',
  product_name: 'iPhone 13 Skärm OLED',
  product_slug: 'iphone-13-skarm-oled',
  discount: 20,
  starts_at: '2026-11-22T00:00:00Z',
  expires_at: '2026-11-23T00:00:00Z',
};
const seen: URL[] = [];
const server = setupServer(
  http.get(`${BASE}/api/current-deal`, ({ request: req }) => {
    seen.push(new URL(req.url));
    return HttpResponse.json(deal);
  }),
);

beforeAll(() => {
  vi.stubEnv('API_BASE_URL', BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('request()', () => {
  it('adds locale and sid of the storefront and validates the answer', async () => {
    const result = await fetchCurrentDeal('fi');
    expect(result).toMatchObject({ ok: true, data: deal });
    expect(seen[0]?.searchParams.get('locale')).toBe('fi');
    expect(seen[0]?.searchParams.get('sid')).toBe('4');
  });

  it('lets no caller override locale and sid', async () => {
    await request({ storefront: 'nl', path: backendPath`/api/current-deal`, schema: 'currentDealSchema', query: { locale: 'sv', sid: 1 } });
    expect(seen[0]?.searchParams.getAll('locale')).toEqual(['nl']);
    expect(seen[0]?.searchParams.getAll('sid')).toEqual(['6']);
  });

  it('turns an HTTP 500 into a typed failure', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    expect(await fetchCurrentDeal('sv')).toEqual({ ok: false, error: { kind: 'http', status: 500, code: 'boom' } });
  });

  it('names the fields of a 400 when the error body lists them', async () => {
    server.use(
      http.get(`${BASE}/api/current-deal`, () =>
        HttpResponse.json({ error: 'invalid', fields: { 'address.postal_code': 'invalid', name: 'required' } }, { status: 400 }),
      ),
    );
    expect(await fetchCurrentDeal('sv')).toEqual({ ok: false, error: { kind: 'http', status: 400, code: 'invalid', fields: ['address.postal_code', 'name'] } });
  });

  it('keeps only the status of an error body that is not JSON', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    expect(await fetchCurrentDeal('sv')).toEqual({ ok: false, error: { kind: 'http', status: 502 } });
  });

  it('turns an answer that never comes into a timeout', async () => {
    server.use(
      http.get(`${BASE}/api/current-deal`, async () => {
        await delay('infinite');
        return HttpResponse.json(deal);
      }),
    );
    const result = await request({ storefront: 'sv', path: backendPath`/api/current-deal`, schema: 'currentDealSchema', timeoutMs: 50 });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 50 } });
  });

  it('times out by the clock it runs on, so a fake clock can skip the wait', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${BASE}/api/current-deal`, () => delay('infinite')));
      const pending = fetchCurrentDeal('sv');
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      const early = await Promise.race([pending, Promise.resolve('still waiting')]);
      expect(early).toBe('still waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ ok: false, error: { kind: 'timeout', afterMs: DEFAULT_TIMEOUT_MS } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits on the server as long as BACKEND_TIMEOUT_MS says, when it says a whole number of milliseconds', async () => {
    vi.stubEnv('BACKEND_TIMEOUT_MS', '3000');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${BASE}/api/current-deal`, () => delay('infinite')));
      const pending = fetchCurrentDeal('sv');
      await vi.advanceTimersByTimeAsync(3000);
      expect(await pending).toEqual({ ok: false, error: { kind: 'timeout', afterMs: 3000 } });
    } finally {
      vi.useRealTimers();
      vi.stubEnv('BACKEND_TIMEOUT_MS', undefined);
    }
  });

  it.each([undefined, '', '0', '-500', '2.5', '3s', '1e400'])('waits DEFAULT_TIMEOUT_MS when BACKEND_TIMEOUT_MS is %j', (setting) => {
    expect(backendTimeoutMs(setting)).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('turns malformed JSON into a validation failure', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => new HttpResponse('{"title": ', { headers: { 'content-type': 'application/json' } })));
    const result = await fetchCurrentDeal('sv');
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('turns a body of the wrong shape into a validation failure naming the field', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => HttpResponse.json({ ...deal, discount: 'twenty' })));
    const result = await fetchCurrentDeal('sv');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'validation', message: expect.stringContaining('discount') });
  });

  it('turns a refused connection into a network failure', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => HttpResponse.error()));
    expect(await fetchCurrentDeal('sv')).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

describe('response headers the spec names', () => {
  it('reads the result count from x-be-records and converts prices to minor units', async () => {
    server.use(
      http.get(`${BASE}/api/products`, () =>
        HttpResponse.json(
          {
            products: [
              {
                id: 1,
                sku: 'TDS1',
                main_sku: 'TDS1',
                slug: 'a',
                name: 'A',
                thumb: { url: '/a.svg', width: 300, height: 300 },
                prices: { n: [{ p: 24.95, q: 1 }] },
                vat: 25.5,
                group_id: 1,
                discount_category: 1,
                stock_status: 'in-stock',
              },
            ],
            categories: [],
          },
          { headers: { 'x-be-records': '137' } },
        ),
      ),
    );
    const result = await searchProducts('fi', { query: 'iphone' });
    expect(result.ok && result.data.total).toBe(137);
    expect(result.ok && result.data.products[0]?.prices.n[0]?.p).toBe(2495);
  });

  it('sets the internal-staff view only when x-be-internal is 1', async () => {
    for (const [header, internal] of [
      ['1', true],
      ['0', false],
    ] as const) {
      server.use(http.post(`${BASE}/api/sync-cart`, () => HttpResponse.json([], { headers: { 'x-be-internal': header } })));
      const result = await syncCartOnLoad('sv', [], null);
      expect(result.ok && result.data.internal).toBe(internal);
    }
  });

  it('asks for at most 4 in-stock upsell candidates', async () => {
    let asked: URL | null = null;
    server.use(
      http.get(`${BASE}/api/products`, ({ request: req }) => {
        asked = new URL(req.url);
        return HttpResponse.json({ products: [], categories: [] });
      }),
    );
    await fetchUpsellCandidates('nl', 42);
    expect(asked).not.toBeNull();
    const params = (asked as unknown as URL).searchParams;
    expect([params.get('limit'), params.get('upselling_id'), params.get('in_stock')]).toEqual(['4', '42', '1']);
  });

  it('treats truthy upselling data as having upselling', async () => {
    server.use(http.get(`${BASE}/api/products/7/upselling`, () => HttpResponse.json({ data: [1] })));
    expect(await fetchHasUpselling('sv', 7)).toMatchObject({ ok: true, data: true });
    server.use(http.get(`${BASE}/api/products/7/upselling`, () => HttpResponse.json({ data: null })));
    expect(await fetchHasUpselling('sv', 7)).toMatchObject({ ok: true, data: false });
  });
});
