import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, placeOrder } from './checkout-steps';
import { ALL_GRANTED_STATE } from './consent-state';
import { hydrated, MESSAGES, queuedTasksRun, tieredProduct, useAccessoriesVariant } from './shop';
import { originOf, STOREFRONT_CODES } from './storefronts';
import { recordCommerceEvents, watchTracking } from './tracking';

test.use({ storageState: ALL_GRANTED_STATE });

test.beforeEach(async ({ page }) => {
  await useAccessoriesVariant(page, 'original');
  await watchTracking(page);
});

const PURCHASE_PATH = ['view_item_list', 'view_item', 'add_to_cart', 'begin_checkout', 'add_shipping_info', 'add_payment_info', 'purchase'];

for (const code of STOREFRONT_CODES) {
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
