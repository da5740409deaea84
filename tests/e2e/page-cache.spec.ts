import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { PAGE_CACHE_STATS_FILE, PURGE_SECRET } from './page-cache-env';
import { changePrice, offerPriceOf, resetPrices, unsoughtProduct } from './prices';
import { backendGet, MOCK_BACKEND, onStorefront, STOREFRONT_CODES, type StorefrontCode } from './storefronts';

interface Node {
  uri: string;
  children: Node[];
}

async function sizeOf(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true });
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? sizeOf(full) : (await stat(full)).size;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function cacheStats(): Promise<{ entries: number; bytes: number; searchEntries: number }> {
  return JSON.parse(await readFile(PAGE_CACHE_STATS_FILE, 'utf8')) as { entries: number; bytes: number; searchEntries: number };
}

async function get(request: APIRequestContext, code: StorefrontCode, url: string) {
  const target = onStorefront(code, url);
  const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
  const headers = response.headers();
  return { status: response.status(), html: await response.text(), cache: headers['x-nextjs-cache'], cacheControl: headers['cache-control'] };
}

/** Runs the jobs with at most `limit` of them at a time. */
async function inPool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

async function firstModelCategory(code: StorefrontCode): Promise<string> {
  const tree = await backendGet<Node[]>(code, '/api/product-categories', { v: '2' });
  const uri = tree[0]?.children[0]?.uri;
  if (!uri) throw new Error(`no model category in ${code}`);
  return uri;
}

function madeUpUrls(code: StorefrontCode, categoryUri: string, n: number): string[] {
  const words = { category: ROUTE_WORDS.category[code], product: ROUTE_WORDS.product[code], brand: ROUTE_WORDS.brand[code], tag: ROUTE_WORDS.tag[code] };
  const category = `/${words.category}/${categoryUri}`;
  return [
    `${category}?phone_model=made-up-phone-${n}`,
    `${category}?page=${5000 + n}`,
    `${category}?page=2&phone_model=made-up-${n}`,
    `/${words.product}/made-up-product-${n}`,
    `/${words.category}/made-up-category-${n}`,
    `/${words.brand}/made-up-brand-${n}`,
    `/${words.brand}/apple?page=${7000 + n}`,
    `/${words.tag}/made-up-tag-${n}`,
    `/made-up-page-${n}`,
    `/made-up/content-${n}`,
  ];
}

test.describe.configure({ mode: 'serial' });

test('250 made-up views and slugs are 404s that leave the page cache as it was', async ({ request }) => {
  test.setTimeout(240_000);
  const categories = Object.fromEntries(await Promise.all(STOREFRONT_CODES.map(async (code) => [code, await firstModelCategory(code)] as const)));
  // The plain first pages are real pages: render them before measuring.
  for (const code of STOREFRONT_CODES) {
    expect((await get(request, code, `/${ROUTE_WORDS.category[code]}/${categories[code]}`)).status).toBe(200);
    expect((await get(request, code, `/${ROUTE_WORDS.brand[code]}/apple`)).status).toBe(200);
  }
  const diskBefore = await sizeOf('.next');
  const cacheBefore = await cacheStats();

  const urls = STOREFRONT_CODES.flatMap((code) =>
    Array.from({ length: 5 }, (_, n) => madeUpUrls(code, categories[code]!, n).map((url) => ({ code, url }))).flat(),
  );
  expect(urls).toHaveLength(250);
  const answers = await inPool(
    urls.map(({ code, url }) => async () => ({ url, ...(await get(request, code, url)) })),
    12,
  );
  expect(answers.filter((answer) => answer.status !== 404).map((answer) => `${answer.url}: ${answer.status}`)).toEqual([]);
  expect(answers.filter((answer) => answer.cache === 'HIT').map((answer) => answer.url)).toEqual([]);

  const diskGrowth = (await sizeOf('.next')) - diskBefore;
  const cacheAfter = await cacheStats();
  console.log(
    `250 made-up URLs: .next grew ${diskGrowth} B; page cache ${cacheBefore.entries} -> ${cacheAfter.entries} entries, ${cacheBefore.bytes} -> ${cacheAfter.bytes} B`,
  );
  expect(diskGrowth).toBe(0);
  // Other test files may render real pages meanwhile; made-up ones would add about 100 kB each.
  expect(cacheAfter.bytes - cacheBefore.bytes).toBeLessThan(2 * 1024 * 1024);
});

test('200 made-up search queries get their no-results page and stay in the search share of the cache', async ({ request }) => {
  test.setTimeout(180_000);
  const ask = (code: StorefrontCode, n: number) => get(request, code, `/${ROUTE_WORDS.search[code]}?q=${encodeURIComponent(`Zq Made Up ${n}`)}`);
  // The popular products of the no-results page are a catalog read of each storefront: read them first.
  for (const code of STOREFRONT_CODES) expect((await ask(code, 0)).status).toBe(200);
  const before = await cacheStats();

  const queries = STOREFRONT_CODES.flatMap((code) => Array.from({ length: 40 }, (_, n) => ({ code, n: n + 1 })));
  const answers = await inPool(
    queries.map(
      ({ code, n }) =>
        () =>
          ask(code, n),
    ),
    12,
  );
  expect(answers.filter((answer) => answer.status !== 200 || !answer.html.includes('noindex, follow'))).toEqual([]);
  const after = await cacheStats();
  console.log(
    `200 made-up queries: search share ${before.searchEntries} -> ${after.searchEntries} entries; the rest ${before.entries - before.searchEntries} -> ${after.entries - after.searchEntries} entries, ${before.bytes} -> ${after.bytes} B in all`,
  );
  expect(after.entries - after.searchEntries).toBe(before.entries - before.searchEntries);
  expect(after.searchEntries).toBeGreaterThan(before.searchEntries);
});

async function purge(tags: string[], secret = PURGE_SECRET) {
  return fetch(onStorefront('sv', '/api/cache/purge').url, {
    method: 'POST',
    headers: { ...onStorefront('sv', '/').headers, 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ tags }),
  });
}

async function breakMenu() {
  const response = await fetch(`${MOCK_BACKEND}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/api/product-categories$', status: 500 }),
  });
  expect(response.ok).toBe(true);
}

async function clearFaults() {
  await fetch(`${MOCK_BACKEND}/__mock/faults`, { method: 'DELETE' });
}

const EMPTY_MENU = '"menu":[]';

test('the purge endpoint takes only the secret and tags of the cache manifest', async () => {
  expect((await purge(['catalog:sv'], 'wrong')).status).toBe(401);
  const unknown = await purge(['catalog:sv', 'catalog:se']);
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain('catalog:se');
  expect((await purge(['catalog:sv'])).status).toBe(200);
});

test.describe('stale on error', () => {
  test.afterEach(clearFaults);

  test('a menu failure when a purged page renders again: that answer is an uncached error, every later one the last whole page', async ({ request }) => {
    const uri = await firstModelCategory('sv');
    const url = `/${ROUTE_WORDS.category.sv}/${uri}`;
    const menuItem = (await backendGet<{ name: string }[]>('sv', '/api/product-categories', { v: '2', main_menu: 'true' }))[0]!.name;
    // The purge test before this one expired the page: the first answer renders it again.
    await expect.poll(async () => (await get(request, 'sv', url)).cache).toBe('HIT');
    const good = await get(request, 'sv', url);
    expect(good.status).toBe(200);
    expect(good.html).toContain(menuItem);

    await breakMenu();
    expect((await purge(['categories:sv'])).status).toBe(200);
    const failed = await get(request, 'sv', url);
    expect(failed.status).toBe(500);
    expect(failed.cacheControl).toContain('no-store');
    expect(failed.html).not.toContain(EMPTY_MENU);
    // Next stored the page it had again before it answered the failed render.
    for (let answer = 0; answer < 2; answer += 1) {
      const kept = await get(request, 'sv', url);
      expect(kept.status).toBe(200);
      expect(kept.cache).toBe('HIT');
      expect(kept.html).toContain(menuItem);
      expect(kept.html).not.toContain(EMPTY_MENU);
    }

    await clearFaults();
    expect((await purge(['categories:sv'])).status).toBe(200);
    const whole = await get(request, 'sv', url);
    expect(whole.cache).toBe('REVALIDATED');
    expect(whole.html).toContain(menuItem);
  });

  test('a page never rendered before is an uncached error while the menu fails, and whole after', async ({ request }) => {
    const tree = await backendGet<Node[]>('no', '/api/product-categories', { v: '2' });
    const uri = tree[0]!.children.at(-1)!.uri;
    const url = `/${ROUTE_WORDS.category.no}/${uri}`;
    await breakMenu();
    // The menu read is in the data cache already: the purge drops it, so the render reads it again.
    expect((await purge(['categories:no'])).status).toBe(200);
    const failed = await get(request, 'no', url);
    expect(failed.status).toBe(500);
    expect(failed.html).not.toContain(EMPTY_MENU);
    expect((await get(request, 'no', url)).status).toBe(500);

    await clearFaults();
    const whole = await get(request, 'no', url);
    expect(whole.status).toBe(200);
    expect(whole.html).not.toContain(EMPTY_MENU);
    expect((await get(request, 'no', url)).cache).toBe('HIT');
  });
});

test.describe('instant purge', () => {
  test.afterEach(async () => {
    await resetPrices();
    // As the backend would after its own change: no page keeps the price the test set.
    expect((await purge(['catalog:sv'])).status).toBe(200);
  });

  test('after a price change, a purge of catalog:sv shows the new price on the next sv request; no and fi keep theirs', async ({ request }) => {
    const product = await unsoughtProduct();
    const codes = ['sv', 'no', 'fi'] as const;
    const url = (code: StorefrontCode) => `/${ROUTE_WORDS.product[code]}/${product.slug}`;
    const before: Partial<Record<StorefrontCode, number>> = {};
    for (const code of codes) {
      before[code] = (await backendGet<{ prices: { n: { p: number }[] } }>(code, `/api/product-by-slug/${product.slug}`)).prices.n[0]!.p;
      await expect.poll(async () => (await get(request, code, url(code))).cache).toBe('HIT');
      expect(offerPriceOf((await get(request, code, url(code))).html)).toBe(before[code]);
    }

    const after = await changePrice(product.sku, 123);
    for (const code of codes) expect(after[code]).not.toBe(before[code]);
    expect((await purge(['catalog:sv'])).status).toBe(200);

    const next = await get(request, 'sv', url('sv'));
    expect(next.status).toBe(200);
    expect(next.cache).toBe('REVALIDATED');
    expect(offerPriceOf(next.html)).toBe(after.sv);
    for (const code of ['no', 'fi'] as const) {
      const kept = await get(request, code, url(code));
      expect(kept.cache).toBe('HIT');
      expect(offerPriceOf(kept.html)).toBe(before[code]);
    }
    console.log(`purge catalog:sv: sv ${before.sv} -> ${after.sv} on the next request (${next.status} ${next.cache}); no ${before.no}, fi ${before.fi} kept`);
  });
});
