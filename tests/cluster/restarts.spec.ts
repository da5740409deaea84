import { expect, test } from '@playwright/test';
import { freshAccount, signIn } from '../e2e/accounts';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, openCheckoutWith, placeOrder, productLines } from '../e2e/checkout-steps';
import { tieredProduct } from '../e2e/shop';
import { MOCK_BACKEND } from '../e2e/storefronts';
import { cartTrafficWhile, cluster } from './cluster-env';

/** A backend that takes its time with a cart sync: an instance stopped at any moment has syncs under way. */
const SYNC_MS = 400;

/** The order placed after this one, had the shop's POST reached the backend twice. */
const nextOrder = (id: string) => `TD-${Number(id.slice(3)) + 1}`;

test('every instance restarts in turn under load: no request fails, no cart line is lost, an order placed mid-restart goes through once', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await freshAccount();
  await signIn(page, 'sv', account);
  const product = await tieredProduct('sv', 3);
  await openCheckoutWith(page, 'sv', productLines(product));
  await fillShopper(page, 'sv', account.email);
  await chooseDelivery(page, 'sv', 'home');
  await choosePayment(page, 'sv', 'card-wallet');

  let orderNumber = '';
  const load = await cartTrafficWhile(product.sku, SYNC_MS, async () => {
    const firstRestart = cluster('restart', 'shop1');
    const total = await placeOrder(page, 'sv');
    orderNumber = await expectConfirmation(page, 'sv', total);
    await firstRestart;
    await cluster('restart', 'shop2');
  });

  console.log(`${load.requests} requests, ${load.cartsAnswered} cart syncs answered during two restarts`);
  expect(load.cartsAnswered).toBeGreaterThan(50);
  expect({ non2xx: load.non2xx, errors: load.errors, lostCartLines: load.cartsAnswered - load.cartsKept }).toEqual({ non2xx: 0, errors: 0, lostCartLines: 0 });
  expect((await fetch(`${MOCK_BACKEND}/__mock/placed-orders/${orderNumber}`)).status).toBe(200);
  expect((await fetch(`${MOCK_BACKEND}/__mock/placed-orders/${nextOrder(orderNumber)}`)).status).toBe(404);
});
