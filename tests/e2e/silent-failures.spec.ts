import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { faultServerRead, uncaughtErrors } from './fault-matrix/harness';
import { injectFaults } from './faults';
import { PURGE_SECRET } from './page-cache-env';
import { hydrated, MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { MOCK_BACKEND, onStorefront, originOf } from './storefronts';

/**
 * docs/product/errors.md, ERR-5 and ERR-6: upsell and widget call failures are swallowed silently. The shopper sees no
 * error, no upsell modal, and the page goes on working. Also: client errors reach the error
 * endpoint (POST /captuerr), which the mock lists at /__mock/error-reports.
 */

test('a failing upsell call shows no upsell modal and no error; the cart goes on working', async ({ page, context }, info) => {
  const code = 'no';
  const t = MESSAGES[code];
  const errors = uncaughtErrors(page);
  const product = await tieredProduct(code, 3);
  await useAccessoriesVariant(page, 'original');
  await injectFaults(context, code, `silent-upsell-${info.project.name}`, [{ path: '^/api/products$', query: 'upselling_id=', status: 500, times: 10 }]);
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
  await hydrated(page);

  const failedUpsell = page.waitForResponse((response) => response.url().includes('upselling_id=') && response.status() === 500);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  const panel = page.getByRole('dialog', { name: t.cart.title });
  await expect(panel.locator(`.cart-line[data-sku="${product.sku}"]`)).toBeVisible();
  await (await failedUpsell).finished();
  await expect(page.getByRole('dialog', { name: t.upsell.title })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t.errors.errorTitle })).toHaveCount(0);

  // The shopper carries on: closes the cart and adds again, with the upsell still failing.
  await panel.getByRole('button', { name: t.cart.close }).click();
  const failedAgain = page.waitForResponse((response) => response.url().includes('upselling_id=') && response.status() === 500);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await (await failedAgain).finished();
  await expect(panel.locator(`.cart-line[data-sku="${product.sku}"] input`)).toHaveValue('2');
  await expect(page.getByRole('dialog', { name: t.upsell.title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a failing store-message widget read leaves the page whole, with the last good message', async ({ page }) => {
  const code = 'nl';
  const url = `${originOf(code)}/${ROUTE_WORDS.product[code]}/${(await tieredProduct(code, 7)).slug}`;
  await page.goto(url);
  const message = page.locator('.store-message');
  await expect(message).toBeVisible();
  const shown = await message.textContent();

  await faultServerRead('500', { path: '^/api/widget-by-slug/store-message$', query: `locale=${code}(&|$)`, times: 3 });
  const purged = await fetch(onStorefront(code, '/api/cache/purge').url, {
    method: 'POST',
    headers: { ...onStorefront(code, '/').headers, 'content-type': 'application/json', authorization: `Bearer ${PURGE_SECRET}` },
    body: JSON.stringify({ tags: [`widgets:${code}`] }),
  });
  expect(purged.status).toBe(200);

  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(message).toHaveText(shown ?? '');
  await expect(page.getByRole('heading', { name: MESSAGES[code].errors.errorTitle })).toHaveCount(0);
});

test('an uncaught error and an unhandled rejection in the page reach the error endpoint', async ({ page }) => {
  const code = 'da';
  // A client address of this test's own: the error endpoint limits reports per client.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.12.0.7' });
  await page.goto(`${originOf(code)}/`);
  await hydrated(page);
  const marker = `e2e-${test.info().project.name}-${Date.now()}`;

  const reported = page.waitForResponse((response) => response.url().includes('/captuerr') && response.request().method() === 'POST');
  await page.evaluate(
    (text) =>
      setTimeout(() => {
        throw new Error(`${text} thrown`);
      }),
    marker,
  );
  expect((await reported).status()).toBeLessThan(300);
  const reportedRejection = page.waitForResponse((response) => response.url().includes('/captuerr') && response.request().method() === 'POST');
  await page.evaluate((text) => void Promise.reject(new Error(`${text} rejected`)), marker);
  expect((await reportedRejection).status()).toBeLessThan(300);

  const reports = (await (await fetch(`${MOCK_BACKEND}/__mock/error-reports`)).json()) as { error: string; level: string; url: string; stack?: string }[];
  const mine = reports.filter((report) => report.error.startsWith(marker));
  expect(mine.map((report) => report.error).sort()).toEqual([`${marker} rejected`, `${marker} thrown`]);
  for (const report of mine) expect(report).toMatchObject({ level: 'error', url: `${originOf(code)}/` });
});
