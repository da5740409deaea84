import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { freshAccount, signIn } from '../e2e/accounts';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, placeOrder } from '../e2e/checkout-steps';
import { MESSAGES, tieredProduct, useAccessoriesVariant } from '../e2e/shop';
import { originOf } from '../e2e/storefronts';

test('a signed-in shopper fills a cart and checks out while the load balancer alternates their requests between instances', async ({ page }) => {
  const servedBy: string[] = [];
  page.on('response', (response) => {
    const instance = response.headers()['x-served-by'];
    if (instance && response.request().resourceType() !== 'image') servedBy.push(instance);
  });
  await useAccessoriesVariant(page, 'original');
  const t = MESSAGES.sv;
  const account = await freshAccount();
  await signIn(page, 'sv', account);

  const product = await tieredProduct('sv', 5);
  await page.goto(`${originOf('sv')}/${ROUTE_WORDS.product.sv}/${product.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
  const cart = page.getByRole('dialog', { name: t.cart.title });
  await expect(cart.getByRole('link', { name: product.name })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-count').click();
  await cart.getByRole('link', { name: t.cart.toCheckout }).click();

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await fillShopper(page, 'sv', account.email);
  await chooseDelivery(page, 'sv', 'home');
  await choosePayment(page, 'sv', 'card-wallet');
  const total = await placeOrder(page, 'sv');
  const orderNumber = await expectConfirmation(page, 'sv', total);

  // Still signed in, whichever instance renders the account page.
  await page.goto(`${originOf('sv')}/my-account/orders`);
  await expect(page.getByRole('heading', { level: 1, name: t.account.sections.orders })).toBeVisible();
  await page.goto(`${originOf('sv')}/checkout/confirmation/${orderNumber}`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  expect(new Set(servedBy)).toEqual(new Set(['shop1', 'shop2']));
  const switches = servedBy.filter((instance, index) => index > 0 && instance !== servedBy[index - 1]).length;
  console.log(`${servedBy.length} answers, ${switches} switches between instances`);
});
