import type { RedisClientType } from 'redis';
import { describe, expect, it, vi } from 'vitest';
import LruPageCache, { createPageCacheStore } from '@/lib/page-cache/lru-page-cache.mjs';
import SharedPageCache, { KEPT_AFTER_STALE_SECONDS, keyPrefix, lifespanOf } from '@/lib/page-cache/shared-page-cache.mjs';
import { useConnectedRedis } from './connected-redis';

function page(html: string, tags = 'catalog,catalog:sv', status = 200) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), status, headers: { 'x-next-cache-tags': tags } };
}
const PAGE_CONTROL = { cacheControl: { revalidate: 300, expire: 31_536_000 } };

/** One instance of the shop: its own memory, the connection its process shares. */
function instance(client: RedisClientType) {
  return new SharedPageCache({ serverDistDir: '/nonexistent/server' }, client, new LruPageCache({}, createPageCacheStore(1024 * 1024)));
}

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
});
