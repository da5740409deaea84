import { expect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { formatMoney } from '@/platform/money/money';
import { injectFaults } from './faults';
import { MESSAGES, queuedTasksRun, tieredProduct, useAccessoriesVariant } from './shop';
import { originOf, storefrontFor, STOREFRONTS, type StorefrontCode } from './storefronts';

/** What a test needs of its storefront: its messages, its money and its product pages. */
function shopOf(code: StorefrontCode) {
  const productUrl = (slug: string) => `${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`;
  return {
    t: MESSAGES[code],
    money: (minor: number) => formatMoney(minor, STOREFRONTS[code]),
    productUrl,
    /**
     * Opens a product page and waits for the cart sync every page load sends: a fault injected before
     * that answer would be spent on it, and the shopper's own change would sync untouched.
     */
    openSynced: async (page: Page, slug: string) => {
      const loadSync = page.waitForResponse((response) => response.url().includes('/api/sync-cart'));
      await page.goto(productUrl(slug));
      await loadSync;
    },
  };
}

// The cart meets a failing backend alike in every storefront: each fault runs in one (decision 0035).
const retryIn = storefrontFor(0);
const reloadIn = storefrontFor(1);
const slowIn = storefrontFor(2);
const malformedIn = storefrontFor(3);

test.describe('the cart when the backend misbehaves', () => {
  test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

  test(`${retryIn}: a failing cart sync keeps the cart, says so, and retries until it succeeds`, async ({ page, context }, info) => {
    const code = retryIn;
    const { t, money, openSynced } = shopOf(code);
    const product = await tieredProduct(code);
    await openSynced(page, product.slug);
    await injectFaults(context, code, `offline-${code}-${info.project.name}`, [
      { path: '^/api/sync-cart$', status: 500, times: 2 },
      { path: '^/api/products$', status: 503, times: 5 },
    ]);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    const panel = page.getByRole('dialog', { name: t.cart.title });
    await expect(panel).toBeVisible();
    await expect(panel.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
    await expect(panel.getByText(t.cart.syncRetrying)).toBeVisible();
    // The upsell lookup failed too: no offer, silently.
    await expect(page.getByRole('dialog', { name: t.upsell.title })).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText(money(product.tiers[0]!.p), { timeout: 15_000 });
    await expect(panel.getByText(t.cart.syncRetrying)).toBeHidden();
  });

  test(`${reloadIn}: a reload while the backend is down keeps every line`, async ({ page, context }, info) => {
    const code = reloadIn;
    const { t, productUrl } = shopOf(code);
    const product = await tieredProduct(code, 1);
    await page.goto(productUrl(product.slug));
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await injectFaults(context, code, `down-${code}-${info.project.name}`, [{ path: '^/api/sync-cart$', status: 502, times: 20 }]);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('cart-count').click();
    await expect(page.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
  });

  test(`${slowIn}: a slow answer to an older change never overwrites a newer one`, async ({ page, context }, info) => {
    const code = slowIn;
    const { t, money, openSynced } = shopOf(code);
    const product = await tieredProduct(code, 2);
    const second = product.tiers[1]!;
    const syncs = { sent: 0, answered: 0 };
    page.on('request', (request) => {
      if (request.url().includes('/api/sync-cart')) syncs.sent += 1;
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/sync-cart')) syncs.answered += 1;
    });
    await openSynced(page, product.slug);
    await injectFaults(context, code, `slow-${code}-${info.project.name}`, [{ path: '^/api/sync-cart$', delayMs: 2500, times: 1 }]);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    const line = page.locator(`.cart-line[data-sku="${product.sku}"]`);
    await line.getByRole('spinbutton').fill(String(second.q));
    await expect(line.getByRole('spinbutton')).toHaveValue(String(second.q));
    await expect(page.getByTestId('cart-total')).toHaveText(money(second.p * second.q), { timeout: 10_000 });
    // Every sync has been answered: on load, the held-back one of the first change, the newer one.
    await expect.poll(() => syncs.sent).toBeGreaterThanOrEqual(3);
    await expect.poll(() => syncs.answered, { timeout: 10_000 }).toBe(syncs.sent);
    await queuedTasksRun(page);
    await expect(line.getByRole('spinbutton')).toHaveValue(String(second.q));
    await expect(page.getByTestId('cart-total')).toHaveText(money(second.p * second.q));
  });

  test(`${malformedIn}: a malformed cart answer changes nothing`, async ({ page, context }, info) => {
    const code = malformedIn;
    const { t, money, openSynced } = shopOf(code);
    const product = await tieredProduct(code, 3);
    await openSynced(page, product.slug);
    await injectFaults(context, code, `garbled-${code}-${info.project.name}`, [{ path: '^/api/sync-cart$', malformed: true, times: 1 }]);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    await expect(page.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(product.tiers[0]!.p), { timeout: 10_000 });
  });
});
