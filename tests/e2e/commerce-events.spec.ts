import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, openCheckoutWith, placeOrder, productLines } from './checkout-steps';
import { ALL_GRANTED_STATE } from './consent-state';
import { hydrated, MESSAGES, queuedTasksRun, tieredProduct, useAccessoriesVariant } from './shop';
import { MOCK_BACKEND, originOf } from './storefronts';
import { recordCommerceEvents, watchTracking } from './tracking';

test.use({ storageState: ALL_GRANTED_STATE });

test.beforeEach(async ({ page }) => {
  await useAccessoriesVariant(page, 'original');
  await watchTracking(page);
});

const PURCHASE_PATH = ['view_item_list', 'view_item', 'add_to_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];

// The events are alike in every storefront but for the currency, which the unit tests of the events
// hold (tests/unit/consent/commerce-events.test.ts); the purchase itself runs in each storefront in
// the checkout's tests. So the whole path runs once, in a euro storefront (decision 0064).
{
  const code = 'fi';
  test(`${code}: with consent, a purchase from search results is each GA4 event once, and the purchase once per order`, async ({ page }) => {
    const t = MESSAGES[code];
    const events = await recordCommerceEvents(page);
    const product = await tieredProduct(code, 5);
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.search[code]}?q=${encodeURIComponent(product.name)}`);
    await hydrated(page);
    await page.locator('.product-grid').getByRole('link', { name: product.name }).first().click();
    // A client-side navigation: the product page's data is fetched first, which a busy machine slows.
    await expect(page).toHaveURL(new RegExp(`/${product.slug}$`), { timeout: 15_000 });
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    await page.getByRole('dialog', { name: t.cart.title }).getByRole('link', { name: t.cart.toCheckout }).click();
    await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
    await fillShopper(page, code, `gtm.${code}@example.com`);
    await chooseDelivery(page, code, 'home');
    await choosePayment(page, code, 'card-wallet');
    const total = await placeOrder(page, code);
    const orderNumber = await expectConfirmation(page, code, total);

    await expect.poll(() => events.map((event) => event.event)).toEqual(PURCHASE_PATH);
    const viewed = events.find((event) => event.event === 'view_item')!;
    expect(viewed.ecommerce.items).toEqual([expect.objectContaining({ item_id: product.sku, quantity: 1 })]);
    const purchase = events.at(-1)!;
    expect(purchase.ecommerce.transaction_id).toBe(orderNumber);
    expect(purchase.ecommerce.items).toEqual([expect.objectContaining({ item_id: product.sku, quantity: 1 })]);

    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await queuedTasksRun(page);
    expect(events.filter((event) => event.event === 'purchase')).toHaveLength(1);
  });
}

test('sv: fewer units in the cart and a removed line are remove_from_cart of the units that left', async ({ page }) => {
  const t = MESSAGES.sv;
  const events = await recordCommerceEvents(page);
  const product = await tieredProduct('sv', 6);
  await page.goto(`${originOf('sv')}/${ROUTE_WORDS.product.sv}/${product.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
  const cart = page.getByRole('dialog', { name: t.cart.title });
  await cart.getByRole('spinbutton').fill('3');
  await expect.poll(() => events.map((event) => event.event)).toEqual(['view_item', 'add_to_cart', 'add_to_cart']);
  await cart.getByRole('button', { name: new RegExp(`^${t.cart.remove}`) }).click();
  await expect.poll(() => events.map((event) => event.event)).toEqual(['view_item', 'add_to_cart', 'add_to_cart', 'remove_from_cart']);
  expect(events.map((event) => event.ecommerce.items[0]?.quantity)).toEqual([1, 1, 2, 3]);
});

test("da: a landing's campaign is GA4's campaign fields, and the order the backend records carries it", async ({ page }) => {
  const product = await tieredProduct('da', 2);
  await page.goto(`${originOf('da')}/?utm_source=nyhedsbrev&utm_medium=email&utm_campaign=vinter&gclid=Cj0KCQtest`);
  await hydrated(page);
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[0] === 'set')))
    .toEqual([['set', { campaign_source: 'nyhedsbrev', campaign_medium: 'email', campaign_name: 'vinter' }]]);

  await openCheckoutWith(page, 'da', productLines(product));
  await fillShopper(page, 'da', 'kampagne.da@example.com');
  await chooseDelivery(page, 'da', 'home');
  await choosePayment(page, 'da', 'card-wallet');
  const orderNumber = await expectConfirmation(page, 'da', await placeOrder(page, 'da'));

  const recorded = await (await fetch(`${MOCK_BACKEND}/__mock/placed-orders/${orderNumber}`)).json();
  expect(recorded).toMatchObject({
    shipping_session: expect.stringMatching(/^shipping-/),
    payment_session: expect.stringMatching(/^cardWallet-/),
    campaign: {
      location: `${originOf('da')}/?utm_source=nyhedsbrev&utm_medium=email&utm_campaign=vinter&gclid=Cj0KCQtest`,
      utm_source: 'nyhedsbrev',
      utm_medium: 'email',
      utm_campaign: 'vinter',
      gclid: 'Cj0KCQtest',
    },
  });
});
