import { expect, test, type Page, type Response } from '@playwright/test';
import { hydrated, MESSAGES } from './shop';
import { backendGet, originOf } from './storefronts';

/**
 * zod is not in a visit's JavaScript: the shop checks the browser's calls on the server (decision
 * 0021), and stored state is checked by the stores' own plain readers before the first render
 * (decision 0055), so a returning visit loads no more than a first one. Names only zod's schema code
 * holds tell its chunks apart.
 */
const ZOD_MARKERS = ['ZodMiniObject', '$ZodObject'];

function isScript(response: Response): boolean {
  return new URL(response.url()).pathname.startsWith('/_next/static/') && response.url().endsWith('.js');
}

function zodChunks(page: Page): () => Promise<string[]> {
  const read: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!isScript(response) || !response.ok()) return;
    read.push(
      response.text().then(
        (code) => (ZOD_MARKERS.some((marker) => code.includes(marker)) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(read)).filter((url) => url !== null);
}

test('a first visit to the home, a category or a product page loads no zod, the cart sync on load included', async ({ browser }, info) => {
  const { products } = await backendGet<{ products: { slug: string }[] }>('fi', '/api/products', { popular: '1', limit: '1', in_stock: '1' });
  const [category] = await backendGet<{ uri: string }[]>('fi', '/api/product-categories', { v: '2' });
  for (const path of ['/', `/kategoria/${category?.uri}`, `/tuote/${products[0]?.slug}`]) {
    // A new browser each time: the first page stores browsing history, which the next one checks.
    const context = await browser.newContext(info.project.use);
    const page = await context.newPage();
    const loaded = zodChunks(page);
    const synced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sync-cart');
    await page.goto(`${originOf('fi')}${path}`);
    await hydrated(page);
    expect((await synced).headers()['x-shop-checked-as']).toBe('cartItemsSchema');
    await page.waitForLoadState('networkidle');
    expect(await loaded(), path).toEqual([]);
    await context.close();
  }
});

/** Every script `page` loads from the shop's build, by path. */
function scriptsLoaded(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('response', (response) => {
    if (isScript(response)) paths.add(new URL(response.url()).pathname);
  });
  return paths;
}

test('a returning visit reads what the last one stored without zod or any script the first visit did not load, and the cart it stored shows', async ({
  context,
}) => {
  const { products } = await backendGet<{ products: { slug: string }[] }>('fi', '/api/products', { popular: '1', limit: '1', in_stock: '1' });
  const path = `${originOf('fi')}/tuote/${products[0]?.slug}`;
  const first = await context.newPage();
  const firstVisit = scriptsLoaded(first);
  await first.goto(path);
  await hydrated(first);
  await first.getByRole('button', { name: MESSAGES.fi.cart.add, exact: true }).first().click();
  await expect(first.getByTestId('cart-count')).toHaveText('1');
  await first.close();
  // The same browser, its storage kept, comes back on a page of its own.
  const page = await context.newPage();
  const loaded = zodChunks(page);
  const returningVisit = scriptsLoaded(page);
  // The stored cart is synced once the page has hydrated: by then a reader that needed zod would have loaded it.
  const synced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/sync-cart');
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await synced;
  expect(await loaded()).toEqual([]);
  // The stored state's readers are in the first load (decision 0055): no chunk of their own follows.
  expect([...returningVisit].filter((script) => !firstVisit.has(script))).toEqual([]);
});
