import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { violations } from './axe';
import { chooseDelivery, choosePayment, fillShopper, openCheckoutWith, placeButton, placeOrder } from './checkout-steps';
import { MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { backendGet, onPhoneIn, originOf, STOREFRONT_CODES, STOREFRONTS, storefrontFor, type StorefrontCode } from './storefronts';

interface Node {
  uri: string;
  children: Node[];
}

async function firstCategory(code: StorefrontCode): Promise<string> {
  const tree = await backendGet<Node[]>(code, '/api/product-categories', { v: '2', main_menu: 'true' });
  return tree[0]?.children[0]?.uri ?? tree[0]?.uri ?? '';
}

/**
 * Every page template but the home page, each in one storefront: a template's markup is the same in
 * all five. What differs between storefronts (language, the header's switches) is on every page, and
 * each storefront's home page checks it below.
 */
const TEMPLATES: [string, (code: StorefrontCode) => Promise<string>][] = [
  ['category', async (code) => `/${ROUTE_WORDS.category[code]}/${await firstCategory(code)}`],
  ['product', async (code) => `/${ROUTE_WORDS.product[code]}/${(await tieredProduct(code)).slug}`],
  ['brand', async (code) => `/${ROUTE_WORDS.brand[code]}/apple`],
  ['search results', async (code) => `/${ROUTE_WORDS.search[code]}?q=iphone`],
  ['content page', async (code) => STOREFRONTS[code].privacyPath],
  ['christmas calendar', async (code) => `/${ROUTE_WORDS.christmasCalendar[code]}`],
  ['404', async () => '/no-such-page-here'],
  ['account', async () => '/my-account'],
  ['order tracking', async () => '/track-order'],
  ['checkout', async () => '/checkout'],
];

test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

for (const code of STOREFRONT_CODES) {
  test(`${code}: the home page has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(`${originOf(code)}/`);
    expect(await violations(page)).toEqual([]);
  });
}

TEMPLATES.forEach(([name, pathIn], n) => {
  const code = storefrontFor(n);
  test(`${code}: the ${name} template has no WCAG 2.2 AA violations`, async ({ page }) => {
    const path = await pathIn(code);
    await page.goto(`${originOf(code)}${path}`);
    expect(await violations(page), path).toEqual([]);
  });
});

// The open cart, the login dialog and the failed payment page are the same markup in every
// storefront: each is checked in one, as the templates are.
const cartIn = storefrontFor(TEMPLATES.length + 1);
const loginIn = storefrontFor(TEMPLATES.length + 2);
const failedIn = storefrontFor(TEMPLATES.length + 3);

test(`${cartIn}: the open cart has no WCAG 2.2 AA violations`, async ({ page }) => {
  const code = cartIn;
  const t = MESSAGES[code];
  const product = await tieredProduct(code);
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
  await page.getByRole('button', { name: t.cart.add, exact: true }).click();
  await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
  await expect(page.getByRole('dialog', { name: t.cart.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test(`${loginIn}: the login dialog has no WCAG 2.2 AA violations`, async ({ page }) => {
  await page.goto(`${originOf(loginIn)}/?login`);
  await expect(page.getByRole('dialog', { name: MESSAGES[loginIn].login.title })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test(`${failedIn}: the failed payment page has no WCAG 2.2 AA violations`, async ({ page }) => {
  await page.goto(`${originOf(failedIn)}/checkout/failed/abc?reason=declined`);
  expect(await violations(page)).toEqual([]);
});

// Each storefront asks for fields of its own: the form with every problem shown is checked in each,
// on a phone in one of them (decision 0058).
for (const code of STOREFRONT_CODES) {
  test(`${code}: checkout with its problems shown has no WCAG 2.2 AA violations`, onPhoneIn('fi', code), async ({ page }) => {
    const product = await tieredProduct(code, 12);
    await openCheckoutWith(page, code, [{ sku: product.sku, quantity: 1 }]);
    await expect(placeButton(page, code)).toBeEnabled();
    await placeButton(page, code).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });
}

// Filling the form in and the confirmation are the same in every storefront.
const checkoutIn = storefrontFor(TEMPLATES.length);

test(`${checkoutIn}: checkout filled in and its confirmation have no WCAG 2.2 AA violations`, async ({ page }) => {
  const code = checkoutIn;
  const product = await tieredProduct(code, 12);
  await openCheckoutWith(page, code, [{ sku: product.sku, quantity: 1 }]);
  await fillShopper(page, code, `axe.${code}@example.com`);
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'invoice');
  expect(await violations(page), 'checkout filled in').toEqual([]);
  await placeOrder(page, code);
  await expect(page.getByTestId('order-number')).toBeVisible();
  expect(await violations(page), 'confirmation').toEqual([]);
});
