import { expect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import {
  chooseDelivery,
  choosePayment,
  expectConfirmation,
  fillShopper,
  openCheckoutWith,
  placeButton,
  placeOrder,
  productLines,
  SHOPPER,
  texts,
} from './checkout-steps';
import { cartLink, MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { onPhoneIn, originOf, type StorefrontCode } from './storefronts';

const storedPurchase = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(window.localStorage.getItem('td02') ?? '{}') as { state?: { purchase?: { orderID: string; hashedEmail: string } } }).state?.purchase,
  );

const cartCount = (page: Page) => page.getByTestId('cart-count');

test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

// The same flow in every storefront: what differs between them, each country's fields and formats,
// has tests of its own below and in tests/unit/checkout, so this one runs in one (decision 0072).
test('da: a private purchase from the product page to the confirmation, placed once on a double click and counted once', async ({ page }) => {
  const code: StorefrontCode = 'da';
  const product = await tieredProduct(code, 3);
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
  await page.getByRole('button', { name: MESSAGES[code].cart.add, exact: true }).click();
  await page.getByRole('dialog', { name: MESSAGES[code].upsell.title }).getByRole('button', { name: MESSAGES[code].upsell.noThanks }).click();
  await page.getByRole('dialog', { name: MESSAGES[code].cart.title }).getByRole('link', { name: MESSAGES[code].cart.toCheckout }).click();

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await fillShopper(page, code, `kund.${code}@example.com`);
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'card-wallet');
  let placeRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/session/checkout/place')) placeRequests += 1;
  });
  const total = await placeOrder(page, code, { doubleClick: true });
  const orderNumber = await expectConfirmation(page, code, total);
  expect(placeRequests).toBe(1);
  await expect(cartCount(page)).toHaveText('0');
  const purchase = await storedPurchase(page);
  expect(purchase?.orderID).toBe(orderNumber);
  expect(purchase?.hashedEmail).toMatch(/^[0-9a-f]{64}$/);

  // A new cart, then the confirmation again: the order is not counted a second time, so the new cart stays.
  await page.goto(`${originOf(code)}/?cart=${cartLink(productLines(product))}`);
  await expect(cartCount(page)).toHaveText('1');
  await page.goto(`${originOf(code)}/checkout/confirmation/${orderNumber}`);
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(cartCount(page)).toHaveText('1');
});

for (const code of ['sv', 'nl'] as const) {
  test(`${code}: a company buys on invoice with an organisation number, prices excluding VAT`, onPhoneIn('sv', code), async ({ page }) => {
    const t = texts(code);
    const product = await tieredProduct(code, 4);
    await openCheckoutWith(page, code, productLines(product, 2));
    await expect(page.getByRole('dialog', { name: MESSAGES[code].cart.title })).toBeHidden();
    await page.getByRole('radio', { name: t.customerType.company, exact: true }).check();
    await page.getByLabel(t.fields.companyName, { exact: true }).fill('Verkstad Norden AB');
    await page.getByLabel(t.fields.organisationNumber, { exact: true }).fill('123456-7890');
    await page.getByLabel(t.fields.organisationNumber, { exact: true }).blur();
    await expect(page.locator('#checkout-organisationNumber-error')).toHaveText(t.problems.organisationNumber);
    await page.getByLabel(t.fields.organisationNumber, { exact: true }).fill(SHOPPER[code].organisationNumber);
    await expect(page.locator('#checkout-organisationNumber-error')).toHaveCount(0);
    await fillShopper(page, code, `inkop.${code}@verkstad.example`, 'Kim Berg');
    await expect(page.getByText(t.summary.totalExclVat)).toBeVisible();
    await chooseDelivery(page, code, 'parcel-locker');
    await choosePayment(page, code, 'invoice', 'company');
    const total = await placeOrder(page, code);
    await expectConfirmation(page, code, total);
    await expect(page.getByText(t.summary.totalExclVat)).toBeVisible();
    await expect(page.getByText(t.payment.company.invoice.title)).toBeVisible();
  });
}

for (const code of ['sv', 'fi'] as const) {
  test(`${code}: a declined payment leads to the failed page, and back to a filled-in checkout that then succeeds`, onPhoneIn('fi', code), async ({ page }) => {
    const t = texts(code);
    const product = await tieredProduct(code, 5);
    await openCheckoutWith(page, code, productLines(product));
    await fillShopper(page, code, `nekad+declined@example.com`);
    await chooseDelivery(page, code, 'home');
    await choosePayment(page, code, 'card-wallet');
    await placeOrder(page, code);
    await expect(page).toHaveURL(/\/checkout\/failed\/[\w-]+\?reason=declined$/);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES[code].checkout.failed.declined.title })).toBeVisible();
    await page.getByRole('link', { name: MESSAGES[code].checkout.failed.action }).click();
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue('nekad+declined@example.com');
    await expect(page.getByLabel(t.fields.city, { exact: true })).toHaveValue(SHOPPER[code].city);
    await expect(page.locator(`.summary-line[data-sku="${product.sku}"]`)).toBeVisible();
    await page.getByLabel(t.fields.email, { exact: true }).fill('godkand@example.com');
    await expect(placeButton(page, code)).toBeEnabled();
    const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
    await placeButton(page, code).click();
    await expectConfirmation(page, code, total);
  });
}

test('sv: a coupon carried into the order total', async ({ page }) => {
  const code: StorefrontCode = 'sv';
  const product = await tieredProduct(code, 6);
  await page.goto(`${originOf(code)}/rabatt/SOMMAR10`);
  // The shop announces the code once it has kept it; leaving before that would leave it behind.
  await expect(page.getByRole('status').filter({ hasText: 'SOMMAR10' })).toBeVisible();
  await openCheckoutWith(page, code, productLines(product));
  await expect(page.getByTestId('checkout-discount')).toBeVisible();
  await fillShopper(page, code, 'rabatt@example.com');
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'pay-later');
  const discount = (await page.getByTestId('checkout-discount').textContent()) ?? '';
  const total = await placeOrder(page, code);
  await expectConfirmation(page, code, total);
  await expect(page.getByTestId('confirmation-discount')).toHaveText(discount);
  await expect(page.getByText('SOMMAR10')).toBeVisible();
});

test('da: what was typed and chosen survives a reload in the middle', async ({ page }) => {
  const code: StorefrontCode = 'da';
  const t = texts(code);
  const product = await tieredProduct(code, 7);
  await openCheckoutWith(page, code, productLines(product));
  await fillShopper(page, code, 'genindlaes@example.com');
  await chooseDelivery(page, code, 'home');
  await page.reload();
  await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue('genindlaes@example.com');
  await expect(page.getByLabel(t.fields.postalCode, { exact: true })).toHaveValue(SHOPPER[code].postalCode);
  await expect(page.getByRole('radio', { name: new RegExp(`^${t.delivery.kind.home}`) })).toBeChecked();
});

test('no: a price that changes at the moment of ordering is shown and confirmed before anything is charged', async ({ page }) => {
  const code: StorefrontCode = 'no';
  const t = texts(code);
  const product = await tieredProduct(code, 8);
  await openCheckoutWith(page, code, productLines(product));
  await fillShopper(page, code, 'ola+price@example.com');
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'card-wallet');
  const first = await placeOrder(page, code);
  const alert = page.getByRole('alert').filter({ hasText: t.changed.title });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  const button = page.getByRole('button', { name: new RegExp(`^${t.confirmAgain.split(' {')[0]}`) });
  await expect(button).toBeEnabled();
  const second = (await page.getByTestId('checkout-total').textContent()) ?? '';
  expect(second).not.toBe(first);
  await button.click();
  await expectConfirmation(page, code, second);
});

test('nl: a payment confirmed at the provider comes back to the confirmation', async ({ page }) => {
  const code: StorefrontCode = 'nl';
  const product = await tieredProduct(code, 9);
  await openCheckoutWith(page, code, productLines(product));
  await fillShopper(page, code, 'jan+confirm@example.com');
  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'card-wallet');
  const total = await placeOrder(page, code);
  await expect(page).toHaveURL(/\/provider\/confirm\//);
  await page.locator('button[value="approve"]').click();
  await expectConfirmation(page, code, total);
});

test('fi: submitting an empty form lists every problem, takes focus and leads to each field', async ({ page }) => {
  const code: StorefrontCode = 'fi';
  const t = texts(code);
  const product = await tieredProduct(code, 10);
  await openCheckoutWith(page, code, productLines(product));
  await expect(placeButton(page, code)).toBeEnabled();
  await placeButton(page, code).click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(9);
  await summary.getByRole('link').first().click();
  await expect(page.getByLabel(t.fields.email, { exact: true })).toBeFocused();
  await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(t.fields.email, { exact: true }).fill('korjattu@example.com');
  await expect(summary.getByRole('link')).toHaveCount(8);
});

test('sv: the whole purchase by keyboard only', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a keyboard journey is a desktop journey');
  const code: StorefrontCode = 'sv';
  const t = texts(code);
  const product = await tieredProduct(code, 11);
  await openCheckoutWith(page, code, productLines(product));
  const tabTo = async (name: RegExp | string, role: 'textbox' | 'radio' | 'checkbox' | 'button') => {
    const target = page.getByRole(role, { name }).first();
    for (let presses = 0; presses < 80; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${String(name)}`);
  };
  const type = async (label: string, value: string) => {
    await tabTo(label, 'textbox');
    await page.keyboard.type(value);
  };
  await type(t.fields.email, 'tangent@example.com');
  await type(t.fields.mobile, SHOPPER.sv.mobile);
  await type(t.fields.name, 'Tove Tangent');
  await type(t.fields.street, SHOPPER.sv.street);
  await type(t.fields.postalCode, SHOPPER.sv.postalCode);
  await type(t.fields.city, SHOPPER.sv.city);
  await tabTo(new RegExp(`^${t.delivery.kind['service-point']}`), 'radio');
  await page.keyboard.press('Space');
  await expect(page.locator('input[name="service-point"]:checked')).toHaveCount(1);
  await tabTo(new RegExp(`^${t.payment.private['card-wallet'].title}`), 'radio');
  await page.keyboard.press('Space');
  await tabTo(new RegExp(t.terms.split('<')[0]!.trim()), 'checkbox');
  await page.keyboard.press('Space');
  await expect(placeButton(page, code)).toBeEnabled();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await tabTo(new RegExp(`^${t.place.split(' {')[0]}`), 'button');
  await page.keyboard.press('Enter');
  await expectConfirmation(page, code, total);
});
