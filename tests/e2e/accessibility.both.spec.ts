import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/lib/i18n/route-words';
import { violations } from './axe';
import { chooseDelivery, choosePayment, fillShopper, openCheckoutWith, placeButton, placeOrder } from './checkout-steps';
import { MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { backendGet, originOf, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from './storefronts';

interface Node {
  uri: string;
  children: Node[];
}

async function templates(code: StorefrontCode): Promise<[string, string][]> {
  const product = await tieredProduct(code);
  const tree = await backendGet<Node[]>(code, '/api/product-categories', { v: '2', main_menu: 'true' });
  const category = tree[0]?.children[0]?.uri ?? tree[0]?.uri ?? '';
  return [
    ['home', '/'],
    ['category', `/${ROUTE_WORDS.category[code]}/${category}`],
    ['product', `/${ROUTE_WORDS.product[code]}/${product.slug}`],
    ['brand', `/${ROUTE_WORDS.brand[code]}/apple`],
    ['search results', `/${ROUTE_WORDS.search[code]}?q=iphone`],
    ['content page', STOREFRONTS[code].privacyPath],
    ['christmas calendar', `/${ROUTE_WORDS.christmasCalendar[code]}`],
    ['404', '/no-such-page-here'],
    ['account', '/my-account'],
    ['order tracking', '/track-order'],
    ['checkout', '/checkout'],
  ];
}

for (const code of STOREFRONT_CODES) {
  test.describe(`${code} accessibility`, () => {
    test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

    test('every page template has no WCAG 2.2 AA violations', async ({ page }) => {
      test.setTimeout(120_000);
      for (const [name, path] of await templates(code)) {
        await page.goto(`${originOf(code)}${path}`);
        expect(await violations(page), `${name} (${path})`).toEqual([]);
      }
    });

    test('the open cart and login dialog have no WCAG 2.2 AA violations', async ({ page }) => {
      const t = MESSAGES[code];
      const product = await tieredProduct(code);
      await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
      await page.getByRole('button', { name: t.cart.add, exact: true }).click();
      await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
      await expect(page.getByRole('dialog', { name: t.cart.title })).toBeVisible();
      expect(await violations(page), 'cart panel').toEqual([]);
      await page.goto(`${originOf(code)}/?login`);
      await expect(page.getByRole('dialog', { name: t.login.title })).toBeVisible();
      expect(await violations(page), 'login dialog').toEqual([]);
    });

    test('checkout with its problems shown, confirmation and failed pages have no WCAG 2.2 AA violations', async ({ page }) => {
      test.setTimeout(60_000);
      const product = await tieredProduct(code, 12);
      await openCheckoutWith(page, code, [{ sku: product.sku, quantity: 1 }]);
      await expect(placeButton(page, code)).toBeEnabled();
      await placeButton(page, code).click();
      await expect(page.locator('.error-summary')).toBeFocused();
      expect(await violations(page), 'checkout with problems').toEqual([]);
      await fillShopper(page, code, `axe.${code}@example.com`);
      await chooseDelivery(page, code, 'service-point');
      await choosePayment(page, code, 'invoice');
      expect(await violations(page), 'checkout filled in').toEqual([]);
      await placeOrder(page, code);
      await expect(page.getByTestId('order-number')).toBeVisible();
      expect(await violations(page), 'confirmation').toEqual([]);
      await page.goto(`${originOf(code)}/checkout/failed/abc?reason=declined`);
      expect(await violations(page), 'failed').toEqual([]);
    });
  });
}
