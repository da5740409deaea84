import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { freshAccount, signIn } from './accounts';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, placeOrder } from './checkout-steps';
import { hydrated, MESSAGES, useAccessoriesVariant } from './shop';
import { backendGet, originOf, storefrontFor } from './storefronts';

/** The glue: a consumable that offers 1, 2 and 3 months (mocks/README.md). */
async function consumable(code: ReturnType<typeof storefrontFor>): Promise<{ sku: string; slug: string; name: string }> {
  const { products } = await backendGet<{ products: { sku: string; slug: string; name: string }[] }>(code, '/api/products', { query: 'B-7000' });
  if (!products[0]) throw new Error(`no glue in ${code}`);
  return products[0];
}

// The subscription rules are the same in every storefront: each flow runs in one (decision 0035).
test('a subscription chosen on the product page goes with its line to the order and the account (docs/product/orders.md, ORD-8, ORD-9, ORD-11)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const code = storefrontFor(17);
  const t = MESSAGES[code];
  const origin = originOf(code);
  const product = await consumable(code);
  const every2Months = t.cart.subscription.replace('{interval}', t.cart.intervals['2-months']);
  await useAccessoriesVariant(page, 'original');
  const account = await freshAccount();
  await signIn(page, code, account);

  await page.goto(`${origin}/${ROUTE_WORDS.product[code]}/${product.slug}`);
  await hydrated(page);
  await expect(page.getByRole('radio', { name: t.cart.purchase.once })).toBeChecked();
  await page.getByRole('radio', { name: t.cart.purchase.subscribe.replace('{interval}', t.cart.intervals['2-months']) }).check();
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await expect(page.getByRole('dialog', { name: t.cart.title }).locator(`.cart-line[data-sku="${product.sku}"]`)).toContainText(every2Months);

  const checkoutCall = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout');
  await page.goto(`${origin}/checkout`);
  const sent = (await checkoutCall).postDataJSON() as { items: { sku: string; subscription_interval?: { name: string } | null }[] };
  expect(sent.items.map((line) => [line.sku, line.subscription_interval])).toEqual([[product.sku, { name: '2-months' }]]);
  await expect(page.locator(`.summary-line[data-sku="${product.sku}"]`)).toContainText(every2Months);

  await fillShopper(page, code, `prenumerant.${code}@example.com`);
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'card-wallet');
  const total = await placeOrder(page, code);
  await expectConfirmation(page, code, total);
  await expect(page.locator(`.summary-line[data-sku="${product.sku}"]`)).toContainText(every2Months);

  await page.goto(`${origin}/my-account/subscriptions`);
  // Started after the fresh account's own two, so it is listed last.
  const started = page.getByRole('article').last();
  await expect(started.getByRole('heading')).toHaveText(product.name);
  await expect(started.locator('.status-badge')).toHaveText(t.subscriptions.status.active);
  await expect(started.locator('dd').nth(1)).toHaveText(t.subscriptions.intervals['2-months']);
});

test("the account changes a subscription's interval and resumes a paused one (docs/product/orders.md, ORD-6, ORD-10)", async ({ page }) => {
  test.setTimeout(60_000);
  const code = storefrontFor(18);
  const t = MESSAGES[code].subscriptions;
  const account = await freshAccount();
  await signIn(page, code, account);
  await page.goto(`${originOf(code)}/my-account/subscriptions`);
  await hydrated(page);

  // The fresh account's first subscription is active every month, its second paused.
  const active = page.getByRole('article').nth(0);
  const paused = page.getByRole('article').nth(1);
  await expect(active.locator('.status-badge')).toHaveText(t.status.active);
  await expect(paused.locator('.status-badge')).toHaveText(t.status.paused);
  const activeName = (await active.getByRole('heading').textContent()) ?? '';
  const pausedName = (await paused.getByRole('heading').textContent()) ?? '';

  await active.getByLabel(t.intervalLabel).selectOption('3-months');
  await active.getByRole('button', { name: t.actions.interval }).click();
  await expect(active.getByText(t.confirm.interval.replace('{name}', activeName).replace('{interval}', t.intervals['3-months']))).toBeVisible();
  await active.getByRole('button', { name: t.yes.interval }).click();
  await expect(active.getByRole('status')).toHaveText(t.done.interval.replace('{name}', activeName));
  await expect(active.locator('dd').nth(1)).toHaveText(t.intervals['3-months']);

  await paused.getByRole('button', { name: t.actions.resume }).click();
  await expect(paused.getByText(t.confirm.resume.replace('{name}', pausedName))).toBeVisible();
  await paused.getByRole('button', { name: t.yes.resume }).click();
  await expect(paused.getByRole('status')).toHaveText(t.done.resume.replace('{name}', pausedName));
  await expect(paused.locator('.status-badge')).toHaveText(t.status.active);
  await expect(paused.getByRole('button', { name: t.actions.pause })).toBeVisible();

  // What the backend kept, not only what the page last showed.
  await page.reload();
  await expect(active.locator('dd').nth(1)).toHaveText(t.intervals['3-months']);
  await expect(paused.locator('.status-badge')).toHaveText(t.status.active);
  await expect(paused.locator('dd').nth(2)).not.toHaveText(t.next.paused);
});
