import { expect, test, type Page, type Response } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { hydrated, MESSAGES, queuedTasksRun, scrollToFooter } from './shop';
import { backendGet, originOf, STOREFRONTS } from './storefronts';

/**
 * React Query is not in the first load of the pages a shopper browses (issue 13, decision 0019): its
 * code loads with the island that needs it. Its chunks are told apart by strings only its code has:
 * the query observer's option name and the provider's error message.
 */
const REACT_QUERY_MARKERS = ['refetchIntervalInBackground', 'No QueryClient set'];
const t = MESSAGES.nl.search;

function isScript(response: Response): boolean {
  return new URL(response.url()).pathname.startsWith('/_next/static/') && response.url().endsWith('.js');
}

async function holdsReactQuery(response: Response): Promise<boolean> {
  if (!isScript(response) || !response.ok()) return false;
  const code = await response.text().catch(() => '');
  return REACT_QUERY_MARKERS.some((marker) => code.includes(marker));
}

/** The scripts the page has loaded so far that carry React Query. */
function reactQueryChunks(page: Page): () => Promise<string[]> {
  const read: Promise<string | null>[] = [];
  page.on('response', (response) => {
    read.push(holdsReactQuery(response).then((held) => (held ? response.url() : null)));
  });
  return async () => (await Promise.all(read)).filter((url) => url !== null);
}

async function pages(): Promise<{ name: string; url: string }[]> {
  const { products } = await backendGet<{ products: { slug: string }[] }>('nl', '/api/products', { popular: '1', limit: '1', in_stock: '1' });
  return [
    { name: 'home', url: `${originOf('nl')}/` },
    { name: 'category', url: `${originOf('nl')}/${ROUTE_WORDS.category.nl}/${STOREFRONTS.nl.dealCategoryUri}` },
    { name: 'product', url: `${originOf('nl')}/${ROUTE_WORDS.product.nl}/${products[0]!.slug}` },
  ];
}

test('a first visit to home, a category and a product loads no React Query code', async ({ page }) => {
  for (const { name, url } of await pages()) {
    const loaded = reactQueryChunks(page);
    await page.goto(url);
    await hydrated(page);
    await page.waitForLoadState('load');
    await queuedTasksRun(page);
    expect(await loaded(), name).toEqual([]);
  }
});

test('the typeahead loads its code when the shopper reaches for the field, and shows suggestions', async ({ page }) => {
  const loaded = reactQueryChunks(page);
  await page.goto(`${originOf('nl')}/`);
  await hydrated(page);
  await page.waitForLoadState('load');
  expect(await loaded()).toEqual([]);

  const input = page.getByRole('combobox', { name: t.label });
  const chunk = page.waitForResponse(holdsReactQuery);
  await input.focus();
  await chunk;
  const listbox = page.getByRole('listbox', { name: t.suggestionsLabel });
  await expect(listbox.getByRole('group', { name: t.popularHeading, exact: true }).getByRole('option').first()).toBeVisible();

  await input.fill('iphone');
  await expect(listbox.getByRole('group', { name: t.productsHeading, exact: true }).getByRole('option').first()).toContainText(/iphone/i);
});

test('recommendations load when the shopper scrolls near them', async ({ page }) => {
  const [product] = (await pages()).filter(({ name }) => name === 'product');
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/product-recommendations')) asked += 1;
  });
  await page.goto(product!.url);
  await hydrated(page);
  await page.waitForLoadState('load');
  await queuedTasksRun(page);
  expect(asked).toBe(0);

  const answered = page.waitForResponse((response) => response.url().includes('/api/product-recommendations'));
  await scrollToFooter(page);
  await answered;
  await expect(page.getByRole('heading', { name: MESSAGES.nl.recommendations.title })).toBeVisible();
  expect(asked).toBe(1);
});
