import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { UPSELL_AUTO_CLOSE_MS } from '@/features/cart/upsell';
import { hydrated, MESSAGES, queuedTasksRun, useAccessoriesVariant } from './shop';
import { MOCK_BACKEND, originOf, STOREFRONTS } from './storefronts';

const code = 'sv';
const t = MESSAGES[code];

interface SyncedLine {
  sku: string;
  slug: string;
  adjusted_quantity?: number | null;
  cart_notice?: string | null;
}

/**
 * Asks the mocked backend which products it clamps or annotates in a cart: the popular ones, and the
 * soldering tools, which it delivers in two packages.
 */
async function findLine(predicate: (line: SyncedLine) => boolean): Promise<SyncedLine> {
  const query = `locale=${code}&sid=${STOREFRONTS[code].storeId}`;
  const skus: string[] = [];
  for (const listingQuery of ['popular=1&limit=100', `query=${encodeURIComponent('löd')}&limit=20`]) {
    const listing = (await (await fetch(`${MOCK_BACKEND}/api/products?${listingQuery}&${query}`)).json()) as {
      products: { sku: string; variations: unknown[] }[];
    };
    skus.push(...listing.products.filter((p) => p.variations.length === 0).map((p) => p.sku));
  }
  const response = await fetch(`${MOCK_BACKEND}/api/sync-cart?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: skus.map((sku) => ({ sku, quantity: 50 })), coupons: [], checkout_order_id: null }),
  });
  const line = ((await response.json()) as SyncedLine[]).find(predicate);
  if (!line) throw new Error('the mock has no such line');
  return line;
}

test.describe('what the cart sync tells the shopper', () => {
  test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

  test('an adjusted quantity shows as a danger alert and a cart notice as a warning', async ({ page }) => {
    const clamped = await findLine((line) => line.adjusted_quantity != null);
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${clamped.slug}`);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    const line = page.locator(`.cart-line[data-sku="${clamped.sku}"]`);
    await line.getByRole('spinbutton').fill('50');
    await expect(line.locator('.alert--danger')).toBeVisible();
    await expect(line.getByRole('spinbutton')).toHaveValue(String(clamped.adjusted_quantity));

    const noted = await findLine((entry) => Boolean(entry.cart_notice));
    await page.clock.install();
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${noted.slug}`);
    await hydrated(page);
    const candidates = page.waitForResponse((response) => new URL(response.url()).searchParams.has('upselling_id'));
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    // Tools may have nothing to offer; an offer closes itself after 3 s either way.
    await (await candidates).finished();
    await queuedTasksRun(page);
    await page.clock.fastForward(UPSELL_AUTO_CLOSE_MS);
    await expect(page.getByRole('dialog', { name: t.upsell.title })).toBeHidden();
    await expect(page.locator(`.cart-line[data-sku="${noted.sku}"] .alert--warning`)).toHaveText(noted.cart_notice ?? '');
  });

  test('shop staff get the internal view when the sync answers x-be-internal: 1', async ({ page, context }) => {
    await context.addCookies([{ name: 'be_internal', value: '1', domain: 'sv.localhost', path: '/' }]);
    const line = await findLine(() => true);
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${line.slug}`);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    await expect(page.getByText(t.cart.internalView)).toBeVisible();
  });
});
