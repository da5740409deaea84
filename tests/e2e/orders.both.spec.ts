import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { freshAccount, signIn, type TestAccount } from './accounts';
import { violations } from './axe';
import { hydrated, MESSAGES, tieredProduct } from './shop';
import { oneDevice, originOf, STOREFRONT_CODES, storefrontFor } from './storefronts';

const GUEST_ORDER = { id: 'TD-100237', email: 'erik.lindqvist@example.com' };

// Each test signs in or looks up, renders several per-request pages and runs axe more than once.
test.describe.configure({ timeout: 90_000 });

/**
 * Sign-ins and order look-ups are limited per client address. Each test is a client of its own (the
 * shop takes the address from X-Forwarded-For when no trusted proxy is configured), so tests running
 * side by side never use up one another's attempts.
 */
test.beforeEach(async ({ page }) => {
  const part = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
});

/** The first delivered order still in its return window: three lines, one bought with a subscription. */
function returnableDelivery(account: TestAccount) {
  const order = account.orders.find((candidate) => candidate.status === 'delivered' && candidate.returnable);
  if (!order) throw new Error('the test account has no returnable delivery');
  return order;
}

function orderLink(page: Page, id: string) {
  return page.getByRole('link', { name: id, exact: true });
}

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code];
  const origin = originOf(code);
  const orders = createTranslator({ locale: code, messages: t, namespace: 'orders' });
  const cart = createTranslator({ locale: code, messages: t, namespace: 'cart' });

  test.describe(`${code} orders`, oneDevice(code), () => {
    // The account's orders, buying again and a look-up session work alike in every storefront: each
    // runs in one. The look-up dialog's and the tracking page's words and dates run in each.
    if (storefrontFor(11) === code)
      test('the account pages through its twelve orders and opens one with its totals and delivery', async ({ page }) => {
        const account = await freshAccount();
        await signIn(page, code, account);
        await expect(page.getByRole('heading', { level: 1, name: t.account.sections.orders })).toBeVisible();
        for (const order of account.orders.slice(0, 10)) await expect(orderLink(page, order.id)).toBeVisible();
        await expect(orderLink(page, account.orders[10]!.id)).toHaveCount(0);
        expect(await violations(page), 'order list').toEqual([]);

        const pager = page.getByRole('navigation', { name: t.orders.list.pager });
        await expect(pager.getByRole('link', { name: orders('list.page', { page: 1 }) })).toHaveAttribute('aria-current', 'page');
        await pager.getByRole('link', { name: orders('list.page', { page: 2 }) }).click();
        await expect(page).toHaveURL(`${origin}/my-account/orders?page=2`);
        await expect(pager.getByRole('link', { name: orders('list.page', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
        for (const order of account.orders.slice(10)) await expect(orderLink(page, order.id)).toBeVisible();
        await expect(orderLink(page, account.orders[0]!.id)).toHaveCount(0);

        await page.goto(`${origin}/my-account/orders?page=-3`);
        await expect(orderLink(page, account.orders[0]!.id)).toBeVisible();
        await page.goto(`${origin}/my-account/orders?page=40`);
        await expect(page).toHaveURL(`${origin}/my-account/orders?page=2`);
        await expect(orderLink(page, account.orders[11]!.id)).toBeVisible();

        const delivered = returnableDelivery(account);
        await page.goto(`${origin}/my-account/orders?page=1`);
        await orderLink(page, delivered.id).click();
        await expect(page).toHaveURL(`${origin}/my-account/orders/${delivered.id}`);
        await expect(page.getByRole('heading', { level: 1, name: orders('orderHeading', { id: delivered.id }) })).toBeVisible();
        await expect(page.locator('.order-detail .summary-line')).toHaveCount(3);
        for (const row of ['subtotal', 'total', 'vat']) await expect(page.getByTestId(`order-${row}`)).toHaveText(/\d/);
        await expect(page.getByTestId('order-shipping')).toBeVisible();
        await expect(page.getByRole('heading', { name: t.checkout.confirmation.delivery, exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: t.checkout.confirmation.address, exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: t.orders.detail.returnItems })).toHaveAttribute('href', `/my-account/orders/return/${delivered.id}`);
        await expect(page.getByRole('list', { name: t.orders.timeline.label }).getByRole('listitem')).toHaveCount(4);
        expect(await violations(page), 'order detail').toEqual([]);

        // The shop knows a signed-in customer's e-mail: tracking their order asks for nothing.
        await page.getByRole('link', { name: t.orders.detail.trackLink }).click();
        await expect(page).toHaveURL(`${origin}/track-order/${delivered.id}`);
        await expect(page.locator('.tracking').getByRole('heading', { name: orders('orderHeading', { id: delivered.id }) })).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      });

    if (storefrontFor(12) === code)
      test("buy again adds the order's lines to a cart that already had a line, and keeps that line", async ({ page }) => {
        const account = await freshAccount();
        const product = await tieredProduct(code);
        await signIn(page, code, account);
        await page.goto(`${origin}/?cart=${Buffer.from(`${product.sku}:1`).toString('base64')}`);
        const panel = page.getByRole('dialog', { name: t.cart.title });
        await expect(panel.getByRole('status').filter({ hasText: cart('linkAdded', { added: 1 }) })).toBeVisible();

        const delivered = returnableDelivery(account);
        await page.goto(`${origin}/my-account/orders/${delivered.id}`);
        await hydrated(page);
        const skus = await page.locator('.order-detail .summary-line').evaluateAll((lines) => lines.map((line) => line.getAttribute('data-sku') ?? ''));
        expect(skus).toHaveLength(3);
        await page.getByRole('button', { name: t.orders.detail.buyAgain }).click();
        await expect(panel.getByRole('status').filter({ hasText: cart('orderAdded', { added: new Set(skus).size }) })).toBeVisible();
        for (const sku of [product.sku, ...skus]) await expect(panel.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);
      });

    test('my order asks for the order first, its number filled in', async ({ page }) => {
      const response = await page.goto(`${origin}/my-order/${GUEST_ORDER.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${origin}/?login&return=${encodeURIComponent(`/my-order/${GUEST_ORDER.id}`)}`);
      await hydrated(page);
      await expect(page.getByRole('dialog', { name: t.login.orderTitle }).getByLabel(t.login.orderNumber)).toHaveValue(GUEST_ORDER.id);
      expect(await violations(page), 'my order look-up').toEqual([]);
    });

    if (storefrontFor(13) === code)
      test('an order look-up session opens its order, and another order is a 404', async ({ page }) => {
        const another = await freshAccount();
        await page.goto(`${origin}/my-order/${GUEST_ORDER.id}`);
        await hydrated(page);
        const lookup = page.getByRole('dialog', { name: t.login.orderTitle });
        await expect(lookup.getByLabel(t.login.orderNumber)).toHaveValue(GUEST_ORDER.id);

        // A wrong e-mail for an order of the test's own: failed look-ups are counted per order number.
        await lookup.getByLabel(t.login.orderNumber).fill(another.orders[1]!.id);
        await lookup.getByLabel(t.login.email).fill(GUEST_ORDER.email);
        await lookup.getByRole('button', { name: t.login.orderSubmit }).click();
        await expect(lookup.getByRole('alert').filter({ hasText: t.login.orderNotFound })).toBeVisible();

        await lookup.getByLabel(t.login.orderNumber).fill(GUEST_ORDER.id);
        await lookup.getByRole('button', { name: t.login.orderSubmit }).click();
        await expect(page).toHaveURL(`${origin}/my-order/${GUEST_ORDER.id}`);
        await expect(page.getByRole('heading', { level: 1, name: orders('orderHeading', { id: GUEST_ORDER.id }) })).toBeVisible();
        await expect(page.getByTestId('order-total')).toHaveText(/\d/);
        expect(await violations(page), 'my order').toEqual([]);

        await page.goto(`${origin}/my-order`);
        await expect(page).toHaveURL(`${origin}/my-order/${GUEST_ORDER.id}`);

        const foreign = await page.goto(`${origin}/my-order/${another.orders[0]!.id}`);
        expect(foreign?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: orders('orderHeading', { id: another.orders[0]!.id }) })).toHaveCount(0);
      });

    test('track order shows the timeline, the carrier and the delivery estimate', async ({ page }) => {
      const account = await freshAccount();
      const shipped = account.orders.find((order) => order.status === 'shipped');
      if (!shipped) throw new Error('the test account has no shipped order');
      await page.goto(`${origin}/track-order`);
      expect(await violations(page), 'track order form').toEqual([]);
      await page.getByLabel(t.orders.orderNumber).fill(shipped.id);
      await page.getByLabel(t.orders.email, { exact: true }).fill(account.email);
      await page.getByRole('button', { name: t.orders.lookUp }).click();
      await expect(page.getByRole('heading', { name: orders('orderHeading', { id: shipped.id }) })).toBeVisible();

      const steps = page.getByRole('list', { name: t.orders.timeline.label }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(2)).toContainText(t.orders.status.shipped);
      await expect(steps.nth(0)).toContainText(t.orders.timeline.done);
      await expect(steps.nth(3)).toContainText(t.orders.timeline.upcoming);
      await expect(page.getByTestId('tracking-estimate')).toHaveText(/\d/);
      await expect(page.getByRole('link', { name: orders('track.carrierLink', { carrier: await carrierOf(page) }) })).toHaveAttribute('href', /^https:\/\//);
      expect(await violations(page), 'tracking').toEqual([]);
    });
  });
}

/** The carrier as the tracking page names it. */
async function carrierOf(page: Page): Promise<string> {
  return (await page.locator('.tracking__facts dd').first().textContent()) ?? '';
}
