import { expect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { clientAddressOf, freshAccount } from '../accounts';
import { MESSAGES } from '../shop';
import { backendGet, originOf, STOREFRONTS } from '../storefronts';
import { FAULT_NAMES, scenarioTitle, SERVER_TIMEOUT_MS, type FaultName } from './cells';
import { failing, faultServerRead, uncaughtErrors } from './harness';

/**
 * Server-side reads on cached pages, each on a view no other test renders (Danish listings and
 * products, Finnish content pages), so the fault meets the first render and no other test meets
 * the fault.
 */
const code = 'da';
const t = MESSAGES[code];
const CATEGORIES = ['pixel-6', 'pixel-6-pro', 'pixel-6a', 'pixel-7', 'pixel-7-pro'].map((model) => `reservedele/google-pixel/${model}`);
const contentCode = 'fi';
// Not the customer-service pages: the header links to them from every page.
const CONTENT_PAGES = ['tietoa-meista', STOREFRONTS[contentCode].privacyPath.replace(/^\/+/, ''), 'toimitusehdot', 'toimitus', 'palautukset'];

async function expectFirstRender(page: Page, fault: FaultName, url: string, heading: RegExp | string, errorTitle = t.errors.errorTitle) {
  const errors = uncaughtErrors(page);
  const response = await page.goto(url);
  if (failing(fault)) {
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('alert').getByRole('heading', { name: errorTitle })).toBeVisible();
  } else {
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
}

test.describe('fault matrix, server-side reads on a first render', () => {
  // A prefetched link would render another test's view before its fault is set.
  test.beforeEach(async ({ page }) => {
    await page.route(
      () => true,
      (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.fallback()),
    );
  });

  FAULT_NAMES.forEach((fault, index) => {
    test(scenarioTitle('productFirstRender', fault), async ({ page }) => {
      const { products } = await backendGet<{ products: { slug: string; name: string }[] }>(code, '/api/products', { popular: '1', limit: '100', page: '3' });
      const product = products[40 + index]!;
      await faultServerRead(fault, { path: `^/api/product-by-slug/${product.slug}$`, times: 2 });
      await expectFirstRender(page, fault, `${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`, product.name);
    });

    test(scenarioTitle('categoryFirstRender', fault), async ({ page }) => {
      const uri = CATEGORIES[index]!;
      await faultServerRead(fault, { path: '^/api/category$', query: `uri=${encodeURIComponent(uri)}(&|$)`, times: 2 });
      await expectFirstRender(page, fault, `${originOf(code)}/${ROUTE_WORDS.category[code]}/${uri}`, /pixel/i);
    });

    test(scenarioTitle('contentFirstRender', fault), async ({ page }) => {
      const slug = CONTENT_PAGES[index]!;
      const content = await backendGet<{ title: string }>(contentCode, `/api/pages/${slug}`);
      await faultServerRead(fault, { path: `^/api/pages/${slug}$`, times: 2 });
      await expectFirstRender(page, fault, `${originOf(contentCode)}/${slug}`, content.title, MESSAGES[contentCode].errors.errorTitle);
    });
  });
});

test.describe('fault matrix, server-side reads per request', () => {
  const trackCode = 'sv';
  const orders = MESSAGES[trackCode].orders;

  FAULT_NAMES.forEach((fault) => {
    test(scenarioTitle('trackOrder', fault), async ({ page }) => {
      const errors = uncaughtErrors(page);
      const account = await freshAccount();
      const order = account.orders[0]!.id;
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
      await faultServerRead(fault, { path: `^/api/track-order/${order}$`, times: 1 });
      await page.goto(`${originOf(trackCode)}/track-order`);
      await page.getByLabel(orders.orderNumber).fill(order);
      await page.getByLabel(orders.email, { exact: true }).fill(account.email);
      await page.getByRole('button', { name: orders.lookUp }).click();
      // A time-out fault holds the page for the server's time-out before it answers.
      await expect(page).toHaveURL(`${originOf(trackCode)}/track-order/${order}`, { timeout: SERVER_TIMEOUT_MS + 7_000 });
      if (failing(fault)) {
        await expect(page.getByRole('alert').filter({ hasText: orders.trackingUnavailable })).toBeVisible();
        await expect(page.getByRole('heading', { name: `Order ${order}` })).toHaveCount(0);
        await page.getByRole('button', { name: orders.lookUp }).click();
      }
      await expect(page.getByRole('heading', { name: `Order ${order}` })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
});
