import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { hydrated, MESSAGES } from './shop';
import { backendGet, originOf, type StorefrontCode } from './storefronts';

const productUrl = (code: StorefrontCode, slug: string) => `${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`;

test('fi: a back-ordered product says the day the backend expects to ship it (docs/product/catalog.md, CAT-18)', async ({ page }) => {
  const { products } = await backendGet<{ products: { slug: string; stock_status: string }[] }>('fi', '/api/products', { popular: '1', limit: '100' });
  const backOrdered = products.find((product) => product.stock_status === 'back-order');
  if (!backOrdered) throw new Error('no back-ordered product among the popular ones');
  await page.goto(productUrl('fi', backOrdered.slug));
  await hydrated(page);
  await expect(page.locator('.product-summary .delivery-estimate')).toContainText(MESSAGES.fi.delivery.ships.split(' {')[0]!);
});

test("no: the deal counts down on its product's page reached by a variation's address (docs/product/content.md, CNT-11)", async ({ page }) => {
  const deal = await backendGet<{ product_slug: string }>('no', '/api/current-deal');
  const product = await backendGet<{ variations: { slug: string }[] }>('no', `/api/product-by-slug/${deal.product_slug}`);
  const variation = product.variations.find((candidate) => candidate.slug !== deal.product_slug);
  if (!variation) throw new Error("the deal's product has no variation of its own address");
  await page.goto(productUrl('no', variation.slug));
  await hydrated(page);
  await expect(page.locator('.deal-banner__countdown')).toBeVisible();
});
