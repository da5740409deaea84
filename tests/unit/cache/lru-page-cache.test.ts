import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCachePolicy } from '@/platform/cache/cache-policy';
import LruPageCache, {
  createPageCacheStore,
  createSearchStore,
  entryBytes,
  isStorable,
  MAX_SEARCH_ENTRIES,
  pageCacheBytes,
  SEARCH_TAG,
} from '@/platform/cache/lru-page-cache.mjs';

const page = (status: number, html = '<html></html>') => ({ kind: 'APP_PAGE', status, html, headers: { 'x-next-cache-tags': 'catalog,catalog:sv' } });
const read = (status: number) => ({ kind: 'FETCH', revalidate: 300, data: { status, body: 'e30=' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('the page cache', () => {
  it('never stores a 404, an error page or a failed read', async () => {
    const cache = new LruPageCache({}, createPageCacheStore(1024 * 1024));
    await cache.set('/missing', page(404), { cacheControl: { revalidate: 300 } });
    await cache.set('/failed', read(500), { tags: ['catalog'] });
    await cache.set('/ok', page(200), { cacheControl: { revalidate: 300 } });
    expect(cache.store.size).toBe(1);
    expect(isStorable(null)).toBe(false);
    expect(isStorable(read(200))).toBe(true);
  });

  it('drops the least recently used entries beyond its byte bound', async () => {
    const cache = new LruPageCache({}, createPageCacheStore(10_000));
    for (let i = 0; i < 20; i += 1) await cache.set(`/page-${i}`, page(200, 'x'.repeat(1000)), { cacheControl: { revalidate: 300 } });
    expect(cache.store.calculatedSize).toBeLessThanOrEqual(10_000);
    await expect(cache.get('/page-19')).resolves.not.toBeNull();
    await expect(cache.get('/page-0')).resolves.toBeNull();
  });

  it('expires tagged pages on a purge, still handing them to Next as the previous page, and drops tagged reads', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const cache = new LruPageCache({}, createPageCacheStore(1024 * 1024));
    await cache.set('/sv', page(200), { cacheControl: { revalidate: 300 } });
    await cache.set('product', read(200), { tags: ['catalog', 'catalog:sv'], revalidate: 300 });
    await cache.set('menu', read(200), { tags: ['categories', 'categories:sv'], revalidate: 3600 });
    await cache.revalidateTag(['catalog:sv'], { expire: 0 });
    expect(await cache.get('/sv')).toMatchObject({ value: page(200), lastModified: -1 });
    await expect(cache.get('product')).resolves.toBeNull();
    expect((await cache.get('menu'))?.lastModified).toBe(1_000_000_000);
  });

  it('has a page fresh again once Next stores it after the purge, the new render or the previous one kept', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const cache = new LruPageCache({}, createPageCacheStore(1024 * 1024));
    await cache.set('/sv', page(200), { cacheControl: { revalidate: 300 } });
    await cache.revalidateTag('catalog:sv');
    const previous = await cache.get('/sv');
    expect(previous?.lastModified).toBe(-1);
    vi.setSystemTime(1_000_005_000);
    await cache.set('/sv', previous!.value, { cacheControl: { revalidate: 30 } });
    expect((await cache.get('/sv'))?.lastModified).toBe(1_000_005_000);
  });

  it('turns tagged entries stale with a profile that serves them meanwhile (max), dropping what never goes stale by time', async () => {
    vi.useFakeTimers({ now: 1_000_000_000 });
    const cache = new LruPageCache({}, createPageCacheStore(1024 * 1024));
    await cache.set('/sv', page(200), { cacheControl: { revalidate: 300 } });
    await cache.set('/sv/forever', page(200), { cacheControl: { revalidate: false } });
    await cache.set('product', read(200), { tags: ['catalog', 'catalog:sv'], revalidate: 300 });
    await cache.revalidateTag(['catalog:sv'], { expire: 31_536_000 });
    expect((await cache.get('/sv'))?.lastModified).toBe(1_000_000_000 - 300_000 - 1);
    expect((await cache.get('product'))?.lastModified).toBe(1_000_000_000 - 300_000 - 1);
    await expect(cache.get('/sv/forever')).resolves.toBeNull();
  });

  it('is bounded by PAGE_CACHE_MAX_MB, 256 MB unless set', () => {
    expect(pageCacheBytes({})).toBe(256 * 1024 * 1024);
    expect(pageCacheBytes({ PAGE_CACHE_MAX_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(pageCacheBytes({ PAGE_CACHE_MAX_MB: 'lots' })).toBe(256 * 1024 * 1024);
    expect(entryBytes({ html: 'ab', rscData: new Uint8Array(10) })).toBe(12);
  });

  it('keeps search answers in a share of their own, so made-up queries never push out a catalog page', async () => {
    const bytes = 100_000;
    const cache = new LruPageCache({}, createPageCacheStore(bytes), createSearchStore(bytes));
    const searchTags = searchCachePolicy('sv').tags.join(',');
    const searchPage = (html: string) => ({ kind: 'APP_PAGE', status: 200, html, headers: { 'x-next-cache-tags': searchTags } });
    for (let i = 0; i < 10; i += 1) await cache.set(`/sv/category-${i}`, page(200, 'x'.repeat(5000)), { cacheControl: { revalidate: 300 } });
    for (let i = 0; i < 200; i += 1) {
      await cache.set(`/sv/search-view/1/made-up-${i}`, searchPage('y'.repeat(1000)), { cacheControl: { revalidate: 300 } });
      await cache.set(`made-up-read-${i}`, read(200), { tags: searchCachePolicy('sv').tags, revalidate: 300 });
    }
    expect(cache.store.size).toBe(10);
    await expect(cache.get('/sv/category-0')).resolves.not.toBeNull();
    expect(cache.searchStore.calculatedSize).toBeLessThanOrEqual(bytes / 8);
    await expect(cache.get('/sv/search-view/1/made-up-199')).resolves.not.toBeNull();
    await expect(cache.get('/sv/search-view/1/made-up-0')).resolves.toBeNull();
  });

  it('caps the search share by entries too, and a catalog purge expires search pages as well', async () => {
    const cache = new LruPageCache({}, createPageCacheStore(1024 * 1024), createSearchStore(1024 ** 3));
    const tags = searchCachePolicy('sv').tags;
    expect(tags).toContain(SEARCH_TAG);
    for (let i = 0; i < MAX_SEARCH_ENTRIES + 10; i += 1) await cache.set(`read-${i}`, read(200), { tags, revalidate: 300 });
    expect(cache.searchStore.size).toBe(MAX_SEARCH_ENTRIES);
    const results = { kind: 'APP_PAGE', status: 200, html: '<html></html>', headers: { 'x-next-cache-tags': tags.join(',') } };
    await cache.set('/sv/search-view/1/aXBob25l', results, { cacheControl: { revalidate: 300 } });
    await cache.revalidateTag(['catalog:sv'], { expire: 0 });
    expect((await cache.get('/sv/search-view/1/aXBob25l'))?.lastModified).toBe(-1);
    await expect(cache.get(`read-${MAX_SEARCH_ENTRIES}`)).resolves.toBeNull();
  });
});
