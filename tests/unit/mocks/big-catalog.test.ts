/**
 * The shop's own reads on the 50,000-product catalog of the benchmark (MOCK_CATALOG_SIZE=50000),
 * through the mocked backend: the sitemap lists every product once per top category in files far
 * below the protocol's limit, and a category of thousands of products pages to its last page.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchCategoryPage, fetchCategoryTree } from '@/platform/api/calls/catalog';
import { readExistingView } from '@/features/catalog/listing/listing-read';
import { pageCount, PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import { parseSitemapFileName, PRODUCTS_PER_SITEMAP, SITEMAP_MAX_URLS } from '@/features/seo/sitemap';
import { productUrls, sitemapIndexEntries } from '@/features/seo/sitemap-source';
import { catalog } from '@/mocks/data/catalog';
import { withMockBackend } from '../mock-backend';

const SIZE = 50_000;

withMockBackend();
// Before the first request: the mock builds its catalog once, on first use, at the configured size.
beforeAll(() => vi.stubEnv('MOCK_CATALOG_SIZE', String(SIZE)));

/** A file of the index by its URL. */
function fileOf(url: string) {
  const file = parseSitemapFileName(url.split('/').at(-1) ?? '');
  if (file?.kind !== 'products') throw new Error(`${url} is no product sitemap`);
  return file;
}

// Behaviour, not speed: a loaded CI machine may take several seconds to build and list 50,000 products.
describe('the sitemap of a 50,000-product catalog', { timeout: 120_000 }, () => {
  it('has the pages file and, per top category, product files of 1,000 URLs up to a last one with the rest', async () => {
    const [entries, tree] = await Promise.all([sitemapIndexEntries('sv'), fetchCategoryTree('sv')]);
    if (!entries || !tree.ok) throw new Error('the sitemap index or the category tree could not be read');
    expect(catalog().products).toHaveLength(SIZE);
    expect(entries[0]).toBe('http://sv.localhost:3000/sitemap/pages.xml');
    const files = entries.slice(1).map(fileOf);
    expect(files.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);

    let listed = 0;
    for (const top of tree.data) {
      const first = await fetchCategoryPage('sv', top.uri, { page: 1, limit: 1 });
      const total = first.ok ? first.data.total : 0;
      const parts = files.filter((file) => file.categoryId === top.id).map((file) => file.part);
      expect(parts, top.uri).toEqual(Array.from({ length: Math.ceil(total / PRODUCTS_PER_SITEMAP) }, (_, index) => index + 1));
      // Files are consecutive slices of the listing: a last file with exactly the rest covers all of it.
      const last = parts.length;
      await expect(productUrls('sv', top.id, last)).resolves.toHaveLength(total - (last - 1) * PRODUCTS_PER_SITEMAP);
      await expect(productUrls('sv', top.id, last + 1)).resolves.toEqual([]);
      listed += total;
    }
    // Products sit in more than one top category (a case is an accessory and a part of its phone).
    expect(listed).toBeGreaterThanOrEqual(SIZE);
  });

  it('fills a product file of the largest top category with 1,000 different products', async () => {
    const entries = (await sitemapIndexEntries('sv')) ?? [];
    const middle = fileOf(entries[Math.floor(entries.length / 2)] ?? '');
    const urls = (await productUrls('sv', middle.categoryId, middle.part)) ?? [];
    expect(urls).toHaveLength(PRODUCTS_PER_SITEMAP);
    expect(new Set(urls).size).toBe(PRODUCTS_PER_SITEMAP);
  });
});

describe('a category of thousands of products', { timeout: 120_000 }, () => {
  const read = (uri: string) => (view: { page: number; phoneModel?: string }) =>
    fetchCategoryPage('sv', uri, { page: view.page, limit: PRODUCTS_PER_PAGE, phoneModel: view.phoneModel });

  it('has page N, a last page with the rest, and nothing past it', async () => {
    const tree = await fetchCategoryTree('sv');
    const top = tree.ok ? tree.data[0] : undefined;
    if (!top) throw new Error('no category tree');
    const first = await readExistingView({ page: 1 }, read(top.uri), 'category');
    const total = first?.total ?? 0;
    expect(total).toBeGreaterThan(40_000);
    const last = pageCount(total);

    const middle = await readExistingView({ page: 1000 }, read(top.uri), 'category');
    expect(middle?.products).toHaveLength(PRODUCTS_PER_PAGE);
    expect(middle?.products[0]?.sku).not.toBe(first?.products[0]?.sku);
    const end = await readExistingView({ page: last }, read(top.uri), 'category');
    expect(end?.products).toHaveLength(total - (last - 1) * PRODUCTS_PER_PAGE);
    await expect(readExistingView({ page: last + 1 }, read(top.uri), 'category')).resolves.toBeNull();
  });

  it('pages one phone model of it by its own count', async () => {
    const tree = await fetchCategoryTree('sv');
    const top = tree.ok ? tree.data[0] : undefined;
    const first = top ? await readExistingView({ page: 1 }, read(top.uri), 'category') : null;
    const model = first?.phone_models[0];
    if (!top || !model) throw new Error('no phone model in the first category');
    const filtered = await readExistingView({ page: 1, phoneModel: model.slug }, read(top.uri), 'category');
    const last = pageCount(filtered?.total ?? 0);
    expect(last).toBeGreaterThan(1);
    await expect(readExistingView({ page: last, phoneModel: model.slug }, read(top.uri), 'category')).resolves.not.toBeNull();
    await expect(readExistingView({ page: last + 1, phoneModel: model.slug }, read(top.uri), 'category')).resolves.toBeNull();
  });
});
