import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { hydrated, MESSAGES } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

/** Search results are cached per normalised term (decision 0014): a term no other test asks for. */
const TYPED = 'SAMSUNG   Galaxy  S2';
const TERM = 'samsung galaxy s2';

async function open(page: Page, code: StorefrontCode, query: string) {
  const response = await page.goto(`${originOf(code)}/${ROUTE_WORDS.search[code]}?${query}`);
  expect(response).not.toBeNull();
  return { status: response!.status(), headers: response!.headers() };
}

const robotsOf = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');

test('a query asked before is answered from the page cache, however the shopper wrote it', async ({ page }) => {
  const code = 'fi';
  const first = await open(page, code, `q=${encodeURIComponent(TYPED)}`);
  expect(first.status).toBe(200);
  expect(first.headers['x-nextjs-cache']).toBe('MISS');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(TERM);
  const count = await page.locator('.result-count').textContent();

  for (const variant of [`q=${encodeURIComponent(TERM)}`, 'q=Samsung+Galaxy+S2', `q=${encodeURIComponent(` ${TERM} `)}&utm_source=mail`]) {
    const again = await open(page, code, variant);
    expect(again.headers['x-nextjs-cache'], variant).toBe('HIT');
    await expect(page.locator('.result-count')).toHaveText(count!);
  }
  // The shopper keeps the address they asked for; only the server reads the normal form.
  expect(new URL(page.url()).searchParams.get('utm_source')).toBe('mail');
  await expect(page.locator('#products .product-card').first()).toBeVisible();
});

test('page 2 of a search is a cached page of its own, and a page past the last is a 404', async ({ page }) => {
  const code = 'sv';
  const first = await open(page, code, 'q=Iphone&page=2');
  expect(first.status).toBe(200);
  const again = await open(page, code, 'q=iphone&page=2');
  expect(again.headers['x-nextjs-cache']).toBe('HIT');
  await expect(page.locator('.pagination a[rel="prev"]')).toHaveAttribute('href', `/${ROUTE_WORDS.search[code]}?q=iphone`);
  expect((await open(page, code, 'q=iphone&page=9999')).status).toBe(404);
});

test('a made-up query shows that nothing was found and popular products, out of the index, cached like any other', async ({ page }) => {
  const code = 'nl';
  const t = MESSAGES[code].search;
  const count = createTranslator({ locale: code, messages: MESSAGES[code], namespace: 'catalog' });
  const first = await open(page, code, 'q=Qwxz+Made-Up+Part');
  expect(first.status).toBe(200);
  await expect(page.locator('.result-count')).toHaveText(count('productCount', { count: 0 }));
  await expect(
    page.getByText(createTranslator({ locale: code, messages: MESSAGES[code], namespace: 'search' })('noResults', { query: 'qwxz made-up part' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.popularHeading })).toBeVisible();
  expect(await robotsOf(page)).toBe('noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  expect((await open(page, code, 'q=qwxz%20made-up%20part')).headers['x-nextjs-cache']).toBe('HIT');
});

test('too short a query is still asked again, per request, and the internal route is no page of the shop', async ({ page }) => {
  const code = 'da';
  const short = await open(page, code, 'q=%20a%20');
  expect(short.status).toBe(200);
  expect(short.headers['x-nextjs-cache']).toBeUndefined();
  await expect(page.getByText(MESSAGES[code].search.tooShort)).toBeVisible();
  const internal = await page.goto(`${originOf(code)}/search-view/1/aXBob25l`);
  expect(internal?.status()).toBe(404);
});

test('a cached results page runs its scripts: the typeahead works on it', async ({ page }) => {
  const code = 'sv';
  await open(page, code, 'q=iphone+13');
  await hydrated(page);
  const input = page.getByRole('combobox', { name: MESSAGES[code].search.label });
  await input.fill('samsung');
  const products = page
    .getByRole('listbox', { name: MESSAGES[code].search.suggestionsLabel })
    .getByRole('group', { name: MESSAGES[code].search.productsHeading, exact: true });
  await expect(products.getByRole('option').first()).toContainText(/samsung/i);
});
