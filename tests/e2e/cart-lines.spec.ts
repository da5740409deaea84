import { expect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { RECOMMENDATION_BOXES } from '@/features/catalog/recommendations/recommendations';
import { MESSAGES, scrollToFooter, tieredProduct, useAccessoriesVariant } from './shop';
import { backendGet, MOCK_BACKEND, originOf, type StorefrontCode } from './storefronts';

/**
 * Issue 27, items 3 and 7: what a shopper does to cart lines, seen through the browser and in what
 * the backend receives with each cart sync (`GET /__mock/received-cart-lines`).
 */

interface ReceivedLine {
  sku: string;
  quantity: number;
  recommended_id?: string | number | boolean | null;
  cross_selling_product_id?: string | number | boolean | null;
  related_id?: string | number | boolean | null;
  upselling_bundle_id?: string | number | boolean | null;
  unique_bundle_id?: string | number | boolean | null;
}

/** The lines of one sku in each cart sync the backend received, oldest first. */
async function receivedLines(sku: string): Promise<ReceivedLine[][]> {
  return (await fetch(`${MOCK_BACKEND}/__mock/received-cart-lines?sku=${encodeURIComponent(sku)}`)).json() as Promise<ReceivedLine[][]>;
}

interface Offered {
  id: number;
  sku: string;
  slug: string;
  name: string;
}

interface OfferingProduct extends Offered {
  cross_selling: Offered[];
  related: (Offered & { variations: unknown[]; stock_status: string })[];
  bundles: { id: number; products: Offered[] }[];
}

/** The first popular product in stock whose page offers what `pick` finds, and what it found. */
async function productOffering<T>(code: StorefrontCode, pick: (product: OfferingProduct) => T | undefined): Promise<{ product: OfferingProduct; offered: T }> {
  const { products } = await backendGet<{ products: Offered[] }>(code, '/api/products', { popular: '1', limit: '100', in_stock: '1' });
  for (const { slug } of products) {
    const product = await backendGet<OfferingProduct>(code, `/api/product-by-slug/${slug}`);
    const offered = pick(product);
    if (offered) return { product, offered };
  }
  throw new Error(`no product offering it in ${code}`);
}

const crossSellingProduct = (code: StorefrontCode) => productOffering(code, (product) => product.cross_selling[0]);

const cartLine = (page: Page, sku: string) => page.locator(`.cart-line[data-sku="${sku}"]`);

test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

test('typing 0 in a line’s quantity removes the line (CART-5, CART-6)', async ({ page }) => {
  const t = MESSAGES.no;
  const product = await tieredProduct('no', 3);
  await page.goto(`${originOf('no')}/${ROUTE_WORDS.product.no}/${product.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();

  await cartLine(page, product.sku).getByRole('spinbutton').fill('0');
  await expect(cartLine(page, product.sku)).toHaveCount(0);
  await expect(page.getByText(t.cart.empty)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('a product added from a recommendation box carries recommended_id and keeps its own line (CART-26, CART-3)', async ({ page }) => {
  const t = MESSAGES.sv;
  const viewed = await tieredProduct('sv', 4);
  await page.goto(`${originOf('sv')}/${ROUTE_WORDS.product.sv}/${viewed.slug}`);
  await scrollToFooter(page);
  const box = page.getByRole('region', { name: t.recommendations.title });
  const card = box
    .locator('.product-card')
    .filter({ has: page.getByRole('button', { name: t.cart.add }) })
    .first();
  const sku = (await card.locator('.product-card__sku').innerText()).replace(t.product.sku.replace('{sku}', ''), '').trim();
  const slug = (await card.locator('a.product-card__link').getAttribute('href'))?.split('/').pop() ?? '';
  await card.getByRole('button', { name: t.cart.add }).click();

  // The backend is told where the line came from. Other tests may sync the same sku, so any sync of it counts.
  const shapes = async () => (await receivedLines(sku)).map((lines) => lines.map((line) => [line.quantity, line.recommended_id ?? null]));
  await expect.poll(shapes).toContainEqual([[1, RECOMMENDATION_BOXES.productPage]]);

  // The same product added from its own page is a plain add: it does not merge into the recommended line.
  await page.goto(`${originOf('sv')}/${ROUTE_WORDS.product.sv}/${slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await expect(cartLine(page, sku)).toHaveCount(2);
  await expect.poll(shapes).toContainEqual([
    [1, RECOMMENDATION_BOXES.productPage],
    [1, null],
  ]);
});

test('a cross-sell keeps the quantity it was added with and a line of its own (CART-26, CART-6, CART-3)', async ({ page }) => {
  const t = MESSAGES.da;
  const { product, offered } = await crossSellingProduct('da');
  await page.goto(`${originOf('da')}/${ROUTE_WORDS.product.da}/${product.slug}`);
  await page
    .getByRole('region', { name: t.product.crossSelling })
    .getByRole('button', { name: `${t.cart.add} ${offered.name}` })
    .click();
  await expect(cartLine(page, offered.sku).getByRole('spinbutton')).toBeDisabled();
  const shapes = async () => (await receivedLines(offered.sku)).map((lines) => lines.map((line) => [line.quantity, line.cross_selling_product_id ?? null]));
  await expect.poll(shapes).toContainEqual([[1, product.id]]);

  await page.goto(`${originOf('da')}/${ROUTE_WORDS.product.da}/${offered.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await expect(cartLine(page, offered.sku)).toHaveCount(2);
  await expect(cartLine(page, offered.sku).getByRole('spinbutton', { disabled: false })).toHaveCount(1);
  await expect.poll(shapes).toContainEqual([
    [1, product.id],
    [1, null],
  ]);
});

test('a related product carries related_id and no later add goes into its line (CART-28, CART-3)', async ({ page }) => {
  const t = MESSAGES.fi;
  const { product, offered } = await productOffering('fi', (candidate) =>
    candidate.related.find((other) => other.variations.length === 0 && other.stock_status === 'in-stock'),
  );
  await page.goto(`${originOf('fi')}/${ROUTE_WORDS.product.fi}/${product.slug}`);
  await page
    .getByRole('region', { name: t.product.related })
    .getByRole('button', { name: `${t.cart.add} ${offered.name}` })
    .click();
  await expect(cartLine(page, offered.sku).getByRole('spinbutton')).toBeEnabled();
  const shapes = async () => (await receivedLines(offered.sku)).map((lines) => lines.map((line) => [line.quantity, line.related_id ?? null]));
  await expect.poll(shapes).toContainEqual([[1, product.id]]);

  await page.goto(`${originOf('fi')}/${ROUTE_WORDS.product.fi}/${offered.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await expect(cartLine(page, offered.sku)).toHaveCount(2);
  await expect.poll(shapes).toContainEqual([
    [1, product.id],
    [1, null],
  ]);
});

test('a bundle’s lines go in together, marked with the bundle and the add, and keep their quantity (CART-29, CART-6)', async ({ page }) => {
  const t = MESSAGES.nl;
  const { product, offered: bundle } = await productOffering('nl', (candidate) => candidate.bundles[0]);
  await page.goto(`${originOf('nl')}/${ROUTE_WORDS.product.nl}/${product.slug}`);
  await page.getByRole('region', { name: t.product.bundle }).getByRole('button', { name: t.product.addBundle }).click();
  const skus = [product.sku, ...bundle.products.map((other) => other.sku)];
  for (const sku of skus) await expect(cartLine(page, sku).getByRole('spinbutton')).toBeDisabled();

  const marks = async (sku: string) =>
    (await receivedLines(sku)).flat().flatMap((line) => (line.upselling_bundle_id === bundle.id ? [line.unique_bundle_id] : []));
  // Every sync sends the cart whole: the one add is one mark, however many syncs carried it.
  await expect.poll(async () => [...new Set(await marks(product.sku))]).toHaveLength(1);
  const [added] = await marks(product.sku);
  expect(typeof added).toBe('string');
  for (const sku of skus.slice(1)) expect(await marks(sku)).toContain(added);
});
