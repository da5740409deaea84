import { expect, test } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { violations } from './axe';
import { hydrated, MESSAGES } from './shop';
import { originOf } from './storefronts';

/** A guest order with a product no longer sold, one out of stock (TDS10022) and more than the 3 left of TDS10005. */
const ORDER = { id: 'TD-100240', email: 'linnea.berg@example.com' };
const code = 'sv';
const t = MESSAGES[code];
const report = createTranslator({ locale: code, messages: t, namespace: 'buyAgain' });

test('buying an order again names each line not added in full, and why', async ({ page }) => {
  // Order look-ups are limited per client address: this test is a client of its own.
  const part = () => 1 + Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${part()}.${part()}.${part()}` });
  const origin = originOf(code);
  await page.goto(`${origin}/my-order/${ORDER.id}`);
  await hydrated(page);
  const lookup = page.getByRole('dialog', { name: t.login.orderTitle });
  await lookup.getByLabel(t.login.email).fill(ORDER.email);
  await lookup.getByRole('button', { name: t.login.orderSubmit }).click();
  await expect(page).toHaveURL(`${origin}/my-order/${ORDER.id}`);
  await hydrated(page);

  const nameOf = (sku: string) => page.locator(`.order-detail .summary-line[data-sku="${sku}"] .summary-line__name`).innerText();
  const discontinued = await nameOf('TDS10047');
  const outOfStock = await nameOf('TDS10022');
  const capped = await nameOf('TDS10005');

  await page.getByRole('button', { name: t.orders.detail.buyAgain }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t.cart.title });
  const shortfalls = page
    .getByRole('status')
    .getByRole('list', { name: report('someMissing') })
    .getByRole('listitem');
  await expect(shortfalls).toHaveText([
    report('outOfStock', { name: outOfStock }),
    report('stock', { name: capped, quantity: 3, bought: 5 }),
    report('noLongerSold', { name: discontinued }),
  ]);
  const cart = createTranslator({ locale: code, messages: t, namespace: 'cart' });
  await expect(panel.getByRole('status').filter({ hasText: cart('linkMissing', { missing: 1 }) })).toBeVisible();
  await expect(panel.locator('.cart-line[data-sku="TDS10042"]')).toHaveCount(1);
  await expect(panel.locator('.cart-line[data-sku="TDS10005"]')).toHaveCount(1);
  await expect(panel.locator('.cart-line[data-sku="TDS10022"]')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await violations(page), 'my order with the buy-again report').toEqual([]);
});
