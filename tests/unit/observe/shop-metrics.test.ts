import fc from 'fast-check';
import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { placedResponse } from '@/features/checkout/placed-response';
import { routePattern } from '@/features/shell/request-path';
import { lookupOutcome, observed } from '@/platform/cache/page-cache.mjs';
import LruPageCache, { createPageCacheStore, createSearchStore } from '@/platform/cache/lru-page-cache.mjs';
import { currentRecord, withRecord } from '@/platform/log/request-record.mjs';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { SharedRateLimiter } from '@/platform/security/shared-rate-limit';
import { ROUTES } from '@/platform/routing/route-table';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = register.getSingleMetric(name);
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
}

describe('route patterns as labels (docs/operating.md, OPS-6)', () => {
  const patterns = new Set(ROUTES.map((route) => route.path));

  it('names a page and a route handler by their folders in the route table', () => {
    expect(routePattern('fi', '/tuote/iphone-13-naytto', new URLSearchParams())).toBe('/[locale]/product/[slug]');
    expect(routePattern('sv', '/sok', new URLSearchParams('q=iphone skärm'))).toBe('/[locale]/search-view/[page]/[term]');
    expect(routePattern('sv', '/api/session/login', new URLSearchParams())).toBe('/api/session/login');
    expect(routePattern('sv', '/favicon.ico', new URLSearchParams())).toBeNull();
  });

  it('gives any path and query a pattern of the table or none, never a part of the path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STOREFRONT_CODES), fc.webPath(), fc.webQueryParameters(), (storefront, path, query) => {
        const pattern = routePattern(storefront, path || '/', new URLSearchParams(query));
        expect(pattern === null || patterns.has(pattern)).toBe(true);
      }),
    );
  });
});

describe('page cache lookups (docs/operating.md, OPS-7)', () => {
  const now = 1_000_000;

  it('tells a hit from a stale answer and a miss', () => {
    expect(lookupOutcome(null, now)).toBe('miss');
    expect(lookupOutcome({ lastModified: -1, cacheControl: { revalidate: 60 } }, now)).toBe('miss');
    expect(lookupOutcome({ lastModified: now - 59_000, cacheControl: { revalidate: 60 } }, now)).toBe('hit');
    expect(lookupOutcome({ lastModified: now - 61_000, cacheControl: { revalidate: 60 } }, now)).toBe('stale');
    expect(lookupOutcome({ lastModified: 0, cacheControl: { revalidate: false } }, now)).toBe('hit');
  });

  it("counts a page's lookup and notes it in the request's record, but no backend read", async () => {
    const Observed = observed(LruPageCache);
    const cache = new Observed({}, createPageCacheStore(1_000_000), createSearchStore(1_000_000));
    const page = { kind: 'APP_PAGE', html: 'x', headers: {}, status: 200 };
    await cache.set('/sv/page', page, { cacheControl: { revalidate: 300 } });
    const hits = await counted('shop_page_cache_lookups_total', { outcome: 'hit' });
    const misses = await counted('shop_page_cache_lookups_total', { outcome: 'miss' });
    const record = { id: 'r1', start: 0n };
    await withRecord(record, async () => {
      await cache.get('/sv/page', { kind: 'APP_PAGE' });
      await cache.get('read', { kind: 'FETCH' });
    });
    expect(record).toMatchObject({ cache: 'hit' });
    expect(await counted('shop_page_cache_lookups_total', { outcome: 'hit' })).toBe(hits + 1);
    expect(await counted('shop_page_cache_lookups_total', { outcome: 'miss' })).toBe(misses);
    await withRecord(record, () => cache.get('/sv/other', { kind: 'APP_PAGE' }));
    expect(record).toMatchObject({ cache: 'miss' });
    expect(currentRecord()).toBeUndefined();
  });
});

describe('outcomes of the shop (docs/operating.md, OPS-8)', () => {
  it('counts a refusal by the limit that refused', async () => {
    const limiter = new SharedRateLimiter('signInPerClient', { limit: 1, windowMs: 60_000 }, null);
    const before = await counted('shop_rate_limit_refusals_total', { limit: 'signInPerClient' });
    expect(await limitAttempt('10.0.0.1', { everyAttempt: [[limiter, '10.0.0.1']] })).toMatchObject({ allowed: true });
    expect(await limitAttempt('10.0.0.1', { everyAttempt: [[limiter, '10.0.0.1']] })).toMatchObject({ allowed: false });
    expect(await counted('shop_rate_limit_refusals_total', { limit: 'signInPerClient' })).toBe(before + 1);
  });

  it('counts each order outcome the shopper gets', async () => {
    const before = await counted('shop_orders_total', { outcome: 'unconfirmed' });
    placedResponse({ ok: false, error: { kind: 'timeout', afterMs: 8000 } }, new Headers());
    expect(await counted('shop_orders_total', { outcome: 'unconfirmed' })).toBe(before + 1);
  });
});
