import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { hydrated, MESSAGES, useAccessoriesVariant } from './shop';
import { backendGet, originOf, type StorefrontCode } from './storefronts';

const code: StorefrontCode = 'fi';
const t = MESSAGES[code];

interface Listing {
  id: number;
  slug: string;
  name: string;
  variations: unknown[];
  stock_status: string;
}

/** A battery without variations that the backend says has accessories. */
async function productWithAccessories(): Promise<Listing> {
  const { products } = await backendGet<{ products: Listing[] }>(code, '/api/products', { query: 'akku', limit: '20' });
  for (const product of products.filter((p) => p.variations.length === 0 && p.stock_status === 'in-stock')) {
    if ((await backendGet<{ data: unknown }>(code, `/api/products/${product.id}/upselling`)).data) return product;
  }
  throw new Error(`no battery with accessories in ${code}`);
}

test('the upselling half of the accessories experiment gets the accessories panel instead of the cart (docs/product/cart.md, CART-1; docs/product/catalog.md, CAT-13)', async ({
  page,
}) => {
  await useAccessoriesVariant(page, 'upselling');
  const product = await productWithAccessories();
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
  await hydrated(page);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();

  const panel = page.getByRole('dialog', { name: t.upsell.panelTitle });
  await expect(panel.getByText(t.upsell.added.replace('{name}', product.name))).toBeVisible();
  await expect(page.getByRole('dialog', { name: t.cart.title })).toHaveCount(0);
  const accessory = panel.locator('.upselling-item').first();
  const accessoryName = await accessory.locator('.upselling-item__name').textContent();
  await accessory.getByRole('button', { name: t.upsell.add }).click();
  await panel.getByRole('button', { name: t.upsell.toCart }).click();

  const cart = page.getByRole('dialog', { name: t.cart.title });
  await expect(cart.locator('.cart-line')).toHaveCount(2);
  await expect(cart.locator('.cart-line').filter({ hasText: accessoryName ?? '' })).toHaveCount(1);
  await expect(panel).toBeHidden();
});
