import type { RedisClientType } from 'redis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCachePolicy } from '@/platform/cache/cache-policy';
import LruPageCache, { createPageCacheStore, createSearchStore } from '@/platform/cache/lru-page-cache.mjs';
import SharedPageCache, { KEPT_AFTER_STALE_SECONDS, keyPrefix, lifespanOf } from '@/platform/cache/shared-page-cache.mjs';
import { EXPIRY_MAP_KEY, SWEEP_FIELDS, TAG_MAP_KEY } from '@/platform/cache/tag-map-sweep.mjs';
import { useConnectedRedis } from './connected-redis';

function page(html: string, tags = 'catalog,catalog:sv', status = 200) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), status, headers: { 'x-next-cache-tags': tags } };
}
const PAGE_CONTROL = { cacheControl: { revalidate: 300, expire: 31_536_000 } };
const SEARCH_TAGS = searchCachePolicy('sv').tags;
const searchPage = (html: string) => page(html, SEARCH_TAGS.join(','));
const SEARCH_READ = { kind: 'FETCH', data: { status: 200, body: '{"products":[]}', headers: {}, url: '' }, revalidate: 300 };
const SEARCH_READ_CONTEXT = { tags: SEARCH_TAGS, revalidate: 300 };
const PREFIX = keyPrefix('development');

/** One instance of the shop: its own memory, the connection its process shares. */
function instance(client: RedisClientType) {
  return new SharedPageCache(
    { serverDistDir: '/nonexistent/server' },
    client,
    new LruPageCache({}, createPageCacheStore(1024 * 1024), createSearchStore(1024 * 1024)),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache shared through Redis', () => {
  const shared = useConnectedRedis();

  it('serves on one instance the page another rendered, with its lifetime and its bytes', async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await a.set('/sv/produkt/skarm', page('<p>199 kr</p>'), PAGE_CONTROL);
    const entry = await b.get('/sv/produkt/skarm', { softTags: [] });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>199 kr</p>' });
    expect(Buffer.isBuffer(entry?.value.rscData)).toBe(true);
    expect(entry?.cacheControl).toEqual(PAGE_CONTROL.cacheControl);
    expect(await shared.client.exists(`${keyPrefix('development')}/sv/produkt/skarm`)).toBe(1);
  });

  it('stores only answers that worked, and forgets a page that now fails', async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await a.set('/sv/produkt/borta', page('<p>finns</p>'), PAGE_CONTROL);
    await a.set('/sv/produkt/borta', page('', 'catalog', 404), PAGE_CONTROL);
    expect(await b.get('/sv/produkt/borta', {})).toBeNull();
  });

  it('purges through one instance what every other one serves', async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await a.set('/fi/tuote/naytto', page('<p>6,45 €</p>', 'catalog,catalog:fi'), PAGE_CONTROL);
    await b.set('/sv/produkt/laddare', page('<p>79 kr</p>'), PAGE_CONTROL);
    await b.revalidateTag(['catalog:fi'], { expire: 0 });
    expect(await a.get('/fi/tuote/naytto', {})).toBeNull();
    expect(await a.get('/sv/produkt/laddare', {})).not.toBeNull();
  });

  it('keeps an entry in Redis a day past its lifetime, for a render that fails', () => {
    expect(lifespanOf(1_000_000, 300)).toMatchObject({ staleAt: 1300, expireAt: 1300 + KEPT_AFTER_STALE_SECONDS });
    expect(lifespanOf(1_000_000, false)).toMatchObject({ staleAt: 1000, expireAt: 1000 + KEPT_AFTER_STALE_SECONDS });
  });

  it('answers from its own memory while Redis is down, and fills Redis again once it is back', async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await a.set('/nl/product/scherm', page('<p>€ 12,00</p>', 'catalog,catalog:nl'), PAGE_CONTROL);
    await shared.redis.stop();
    await vi.waitUntil(() => !shared.client.isReady, { timeout: 5000, interval: 20 });
    expect((await a.get('/nl/product/scherm', {}))?.value).toMatchObject({ html: '<p>€ 12,00</p>' });
    expect(await b.get('/nl/product/scherm', {})).toBeNull();

    await shared.redis.start();
    await vi.waitUntil(() => shared.client.isReady, { timeout: 5000, interval: 20 });
    expect(await b.get('/nl/product/scherm', {})).toBeNull();
    await a.set('/nl/product/scherm', page('<p>€ 12,00</p>', 'catalog,catalog:nl'), PAGE_CONTROL);
    expect((await b.get('/nl/product/scherm', {}))?.value).toMatchObject({ html: '<p>€ 12,00</p>' });
  });

  it('carries out a purge Redis was too slow for before it reads Redis again', async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await a.set('/da/produkt/batteri', page('<p>149 kr.</p>', 'catalog,catalog:da'), PAGE_CONTROL);
    shared.redis.pause();
    await a.revalidateTag('catalog:da', { expire: 0 });
    shared.redis.resume();
    expect(await shared.client.exists(`${keyPrefix('development')}/da/produkt/batteri`)).toBe(1);

    expect(await a.get('/da/produkt/batteri', {})).toBeNull();
    expect(await shared.client.exists(`${keyPrefix('development')}/da/produkt/batteri`)).toBe(0);
    expect(await b.get('/da/produkt/batteri', {})).toBeNull();
  });

  it("keeps search answers in each instance's own memory, so made-up queries write nothing to Redis", async () => {
    const [a, b] = [instance(shared.client), instance(shared.client)];
    const keysBefore = await shared.client.dbSize();
    for (let n = 0; n < 50; n += 1) {
      await a.set(`/sv/search-view/1/bWFkZS11cC0${n}`, searchPage(`<p>made-up ${n}</p>`), PAGE_CONTROL);
      await a.set(`made-up-read-${n}`, SEARCH_READ, SEARCH_READ_CONTEXT);
    }
    expect(await shared.client.dbSize()).toBe(keysBefore);
    expect(await shared.client.hExists(PREFIX + TAG_MAP_KEY, '/sv/search-view/1/bWFkZS11cC00')).toBe(0);
    expect((await a.get('/sv/search-view/1/bWFkZS11cC00', {}))?.value).toMatchObject({ html: '<p>made-up 0</p>' });
    expect(await a.get('made-up-read-0', {})).not.toBeNull();
    expect(await b.get('/sv/search-view/1/bWFkZS11cC00', {})).toBeNull();
  });

  it('purges through one instance the search answers every other one keeps in its memory', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const [a, b] = [instance(shared.client), instance(shared.client)];
    await b.set('/sv/search-view/1/c2thcm0', searchPage('<p>199 kr</p>'), PAGE_CONTROL);
    await b.set('search-read', SEARCH_READ, SEARCH_READ_CONTEXT);
    await b.set('/sv/produkt/skal', page('<p>99 kr</p>'), PAGE_CONTROL);

    vi.setSystemTime(start + 1000);
    await a.revalidateTag(['search'], { expire: 0 });
    // Expired, not dropped: Next renders it before it answers, and keeps it should that render fail.
    expect(await b.get('/sv/search-view/1/c2thcm0', {})).toMatchObject({ lastModified: -1, value: { html: '<p>199 kr</p>' } });
    expect(await b.get('search-read', {})).toBeNull();
    expect(await b.get('/sv/produkt/skal', {})).not.toBeNull();

    vi.setSystemTime(start + 2000);
    await b.set('/sv/search-view/1/c2thcm0', searchPage('<p>179 kr</p>'), PAGE_CONTROL);
    expect(await b.get('/sv/search-view/1/c2thcm0', {})).toMatchObject({ lastModified: start + 2000, value: { html: '<p>179 kr</p>' } });
  });

  it('renders again the search answers it kept while Redis was out of reach: purges may have passed it by', async () => {
    const a = instance(shared.client);
    await a.set('/fi/search-view/1/bmF5dHRv', searchPage('<p>6,45 €</p>'), PAGE_CONTROL);
    await shared.redis.stop();
    await vi.waitUntil(() => !shared.client.isReady, { timeout: 5000, interval: 20 });
    expect(await a.get('/fi/search-view/1/bmF5dHRv', {})).toMatchObject({ value: { html: '<p>6,45 €</p>' } });

    await shared.redis.start();
    await vi.waitUntil(() => shared.client.isReady, { timeout: 5000, interval: 20 });
    expect(await a.get('/fi/search-view/1/bmF5dHRv', {})).toMatchObject({ lastModified: -1 });
  });

  it('drops the tag map fields of entries that expired on their own, on a later write', async () => {
    const a = instance(shared.client);
    await a.set('/no/produkt/lader', page('<p>79 kr</p>', 'catalog,catalog:no'), PAGE_CONTROL);
    await shared.client.unlink(`${PREFIX}/no/produkt/lader`);
    await a.set('/no/produkt/skjerm', page('<p>199 kr</p>', 'catalog,catalog:no'), PAGE_CONTROL);
    expect(await shared.client.hExists(PREFIX + TAG_MAP_KEY, '/no/produkt/lader')).toBe(0);
    expect(await shared.client.hExists(PREFIX + EXPIRY_MAP_KEY, '/no/produkt/lader')).toBe(0);
    expect(await shared.client.hExists(PREFIX + TAG_MAP_KEY, '/no/produkt/skjerm')).toBe(1);
  });

  it('drops the tag map fields of entries Redis evicted, so the map stays about as large as what it holds', async () => {
    const before = await shared.client.configGet('maxmemory*');
    await shared.client.flushAll();
    await shared.client.configSet({ maxmemory: '4mb', 'maxmemory-policy': 'volatile-lru' });
    try {
      const a = instance(shared.client);
      for (let n = 0; n < 3000; n += 1) await a.set(`/sv/produkt/del-${n}`, page('x'.repeat(2000)), PAGE_CONTROL);
      const entries = (await shared.client.keys(`${PREFIX}/sv/produkt/*`)).length;
      const fields = await shared.client.hLen(PREFIX + TAG_MAP_KEY);
      console.log(`3,000 pages of 2 kB in a Redis of 4 MB: ${entries} kept, ${fields} tag map fields`);
      expect(entries).toBeLessThan(1500);
      expect(fields).toBeLessThanOrEqual(Math.ceil(entries / (1 - 2 / SWEEP_FIELDS)));
      expect(await shared.client.hLen(PREFIX + EXPIRY_MAP_KEY)).toBe(fields);
    } finally {
      await shared.client.flushAll();
      await shared.client.configSet({ maxmemory: before.maxmemory!, 'maxmemory-policy': before['maxmemory-policy']! });
    }
  });
});
