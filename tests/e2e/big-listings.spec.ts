import { expect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { pageCount, PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import { MESSAGES } from './shop';
import { MOCK_BACKEND, originOf, STOREFRONTS } from './storefronts';

/**
 * A category of thousands of products (the default catalog's spare parts; the 50,000-product catalog
 * is held by tests/unit/mocks/big-catalog.test.ts): a shopper pages through it to its last page,
 * and a page past the last is no page.
 */
const CODE = 'fi';
const texts = MESSAGES[CODE];

interface Node {
  uri: string;
}

async function largestTopCategory(): Promise<{ uri: string; total: number }> {
  const query = (extra: Record<string, string>) => new URLSearchParams({ ...extra, locale: CODE, sid: String(STOREFRONTS[CODE].storeId) });
  const tree = (await (await fetch(`${MOCK_BACKEND}/api/product-categories?${query({ v: '2' })}`)).json()) as Node[];
  const totals = await Promise.all(
    tree.map(async (node) => {
      const response = await fetch(`${MOCK_BACKEND}/api/category?${query({ uri: node.uri, page: '1', limit: '1' })}`);
      return { uri: node.uri, total: Number(response.headers.get('x-be-records')) };
    }),
  );
  return totals.reduce((largest, node) => (node.total > largest.total ? node : largest));
}

const pageOf = (page: number, pages: number) => texts.catalog.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages));

async function expectListingPage(page: Page, number: number, pages: number, products: number) {
  const pagination = page.getByRole('navigation', { name: texts.catalog.pagination });
  await expect(pagination.getByText(pageOf(number, pages), { exact: true })).toBeVisible();
  await expect(page.locator('.product-grid > li')).toHaveCount(products);
}

test('a shopper pages through a category of thousands of products to its last page', async ({ page }) => {
  const { uri, total } = await largestTopCategory();
  expect(total).toBeGreaterThan(2000);
  const pages = pageCount(total);
  const base = `${originOf(CODE)}/${ROUTE_WORDS.category[CODE]}/${uri}`;
  const pagination = page.getByRole('navigation', { name: texts.catalog.pagination });

  await page.goto(`${base}?page=${pages - 2}`);
  await expectListingPage(page, pages - 2, pages, PRODUCTS_PER_PAGE);
  await pagination.getByRole('link', { name: texts.catalog.nextPage }).click();
  await expect(page).toHaveURL(`${base}?page=${pages - 1}`);
  await pagination.getByRole('link', { name: texts.catalog.nextPage }).click();
  await expect(page).toHaveURL(`${base}?page=${pages}`);
  await expectListingPage(page, pages, pages, total - (pages - 1) * PRODUCTS_PER_PAGE);
  await expect(pagination.getByRole('link', { name: texts.catalog.nextPage })).toHaveCount(0);
  await expect(pagination.getByRole('link', { name: texts.catalog.previousPage })).toHaveAttribute(
    'href',
    `/${ROUTE_WORDS.category[CODE]}/${uri}?page=${pages - 1}`,
  );
});

test('the page after the last of a big category is an unknown page, every time', async ({ page }) => {
  const { uri, total } = await largestTopCategory();
  const past = `${originOf(CODE)}/${ROUTE_WORDS.category[CODE]}/${uri}?page=${pageCount(total) + 1}`;
  for (let visit = 1; visit <= 2; visit += 1) {
    const response = await page.goto(past);
    expect(response?.status(), `visit ${visit}`).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.errors.notFoundTitle);
  }
});
