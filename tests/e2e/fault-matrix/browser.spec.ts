import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { formatMoney, percentOf } from '@/platform/money/money';
import {
  abovePurchaseThreshold,
  aboveViewThreshold,
  cartLink,
  categoryCouponCart,
  MESSAGES,
  productWithSettings,
  queuedTasksRun,
  scrollToFooter,
  tieredProduct,
  useAccessoriesVariant,
} from '../shop';
import { originOf, STOREFRONTS } from '../storefronts';
import { FAULT_NAMES, scenarioTitle } from './cells';
import { callSettled, expectCartKeeps, failing, faultBrowserCalls, outwait, storedCartLines, uncaughtErrors } from './harness';

const code = 'sv';
const t = MESSAGES[code];
const productUrl = (slug: string) => `${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`;
const calledBrowserSide = (path: string) => (request: { url: () => string }) => new URL(request.url()).pathname === path;

test.describe('fault matrix, browser-side calls', () => {
  test.beforeEach(async ({ page }) => {
    await useAccessoriesVariant(page, 'original');
    // Installed before the page loads so the shop's time-outs and retries run on a clock the test moves.
    await page.clock.install();
  });

  FAULT_NAMES.forEach((fault, index) => {
    test(scenarioTitle('addToCart', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const product = await tieredProduct(code, 10 + index);
      await faultBrowserCalls(context, code, `matrix-add-${fault}-${info.project.name}`, fault, [
        '^/api/sync-cart$',
        '^/api/products$',
        '^/api/product-recommendations$',
      ]);
      const recommendations = page.waitForRequest(calledBrowserSide('/api/product-recommendations'));
      await page.goto(productUrl(product.slug));
      await scrollToFooter(page);
      await outwait(page, fault, recommendations);
      const synced = page.waitForRequest(calledBrowserSide('/api/sync-cart'));
      const upsell = page.waitForRequest(calledBrowserSide('/api/products'));
      await page.getByRole('button', { name: t.cart.add, exact: true }).click();
      const panel = page.getByRole('dialog', { name: t.cart.title });
      await expect(panel.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
      await outwait(
        page,
        fault,
        Promise.all([synced, upsell]).then(([request]) => request),
      );
      if (failing(fault)) {
        await expect(panel.getByText(t.cart.syncRetrying)).toBeVisible();
        await expect(page.getByRole('dialog', { name: t.upsell.title })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: t.recommendations.title })).toHaveCount(0);
      } else {
        await expect(page.getByRole('dialog', { name: t.upsell.title })).toBeVisible();
        await expect(page.getByRole('heading', { name: t.recommendations.title })).toBeVisible();
      }
      await expectCartKeeps(page, code, 1);
      expect(errors).toEqual([]);
    });

    test(scenarioTitle('reloadCart', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const product = await tieredProduct(code, 20 + index);
      await page.goto(productUrl(product.slug));
      await page.getByRole('button', { name: t.cart.add, exact: true }).click();
      await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
      await expect(page.getByTestId('cart-total')).toBeVisible();
      await faultBrowserCalls(context, code, `matrix-reload-${fault}-${info.project.name}`, fault, ['^/api/sync-cart$']);
      const synced = page.waitForRequest(calledBrowserSide('/api/sync-cart'));
      await page.reload();
      await outwait(page, fault, synced);
      await expectCartKeeps(page, code, 1);
      await page.getByTestId('cart-count').click();
      await expect(page.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(scenarioTitle('typeahead', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const product = await tieredProduct(code, 30 + index);
      await faultBrowserCalls(context, code, `matrix-search-${fault}-${info.project.name}`, fault, ['^/api/products$', '^/api/search-triggers$']);
      await page.goto(productUrl(product.slug));
      const input = page.getByRole('combobox', { name: t.search.label });
      const listbox = page.getByRole('listbox', { name: t.search.suggestionsLabel });
      const asked = page.waitForRequest(calledBrowserSide('/api/search-triggers'));
      const searched = callSettled(page, '/api/products');
      await input.fill('iphone');
      await outwait(page, fault, asked);
      if (failing(fault)) {
        await searched;
        await expect(listbox.getByRole('option')).toHaveCount(0);
      } else {
        await expect(listbox.getByRole('group', { name: t.search.productsHeading, exact: true }).getByRole('option').first()).toContainText(/iphone/i);
      }
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test(scenarioTitle('socialProof', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const { product, settings } = await productWithSettings(code, (s) => aboveViewThreshold(s) && abovePurchaseThreshold(s), index);
      const path = `/api/products/${product.id}/purchase-settings`;
      await faultBrowserCalls(context, code, `matrix-proof-${fault}-${info.project.name}`, fault, [`^${path}$`]);
      const asked = page.waitForRequest(calledBrowserSide(path));
      const settled = callSettled(page, path);
      await page.goto(productUrl(product.slug));
      await outwait(page, fault, asked);
      await settled;
      await page.locator('.social-proof[data-answered="true"]').waitFor({ state: 'attached' });
      await page.clock.runFor(Math.max(settings.view_hidden_seconds, settings.purchase_hidden_seconds) * 1000);
      await queuedTasksRun(page);
      await expect(page.locator('.social-proof__line')).toHaveCount(failing(fault) ? 0 : 2);
      expect(errors).toEqual([]);
    });

    test(scenarioTitle('checkout', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const product = await tieredProduct(code, 40 + index);
      await faultBrowserCalls(context, code, `matrix-checkout-${fault}-${info.project.name}`, fault, ['^/api/checkout$']);
      const asked = page.waitForRequest(calledBrowserSide('/api/checkout'));
      await page.goto(`${originOf(code)}/checkout?cart=${cartLink([{ sku: product.sku, quantity: 2 }])}`);
      await expect(page.getByLabel(t.checkoutForm.fields.email, { exact: true })).toBeVisible();
      await outwait(page, fault, asked);
      if (failing(fault)) {
        const warning = page.getByRole('alert').filter({ hasText: t.checkoutForm.unavailable });
        // The checkout is asked twice more, after React Query's back-off, before the shopper is told.
        await expect(async () => {
          await page.clock.runFor(fault === 'timeout' ? 10_000 : 5_000);
          await expect(warning).toBeVisible({ timeout: 1_000 });
        }).toPass();
      } else {
        await expect(page.getByTestId('checkout-total')).toBeVisible();
      }
      expect(await storedCartLines(page, code)).toBe(1);
      expect(errors).toEqual([]);
    });

    test(scenarioTitle('categoryCoupon', fault), async ({ page, context }, info) => {
      const errors = uncaughtErrors(page);
      const { coupon, reached, other } = await categoryCouponCart(code, index);
      const money = (minor: number) => formatMoney(minor, STOREFRONTS[code]);
      const undiscounted = money(reached.tiers[0]!.p + other.tiers[0]!.p);
      await faultBrowserCalls(context, code, `matrix-category-${fault}-${info.project.name}`, fault, ['^/api/category-children$']);
      await page.goto(
        `${originOf(code)}/?cart=${cartLink([
          { sku: reached.sku, quantity: 1 },
          { sku: other.sku, quantity: 1 },
        ])}`,
      );
      const panel = page.getByRole('dialog', { name: t.cart.title });
      await expect(page.getByTestId('cart-total')).toHaveText(undiscounted);
      const asked = page.waitForRequest(calledBrowserSide('/api/category-children'));
      await panel.getByLabel(t.coupons.label).fill(coupon.code);
      await panel.getByRole('button', { name: t.coupons.apply }).click();
      await outwait(page, fault, asked);
      // The coupon's label replaces "checking" once the round, its lookup included, is through.
      await expect(panel.getByRole('list', { name: t.coupons.applied })).toContainText(coupon.label);
      if (failing(fault)) {
        await expect(panel.locator('.cart-totals__discount')).toHaveCount(0);
        await expect(page.getByTestId('cart-total')).toHaveText(undiscounted);
      } else {
        await expect(panel.locator('.cart-totals__discount dd')).toHaveText(`−${money(percentOf(reached.tiers[0]!.p, coupon.percent))}`);
      }
      await expectCartKeeps(page, code, 2);
      expect(errors).toEqual([]);
    });
  });
});
