import { expect, test } from '@playwright/test';
import { chooseDelivery, choosePayment, expectConfirmation, fillShopper, openCheckoutWith, placeOrder, productLines, texts } from './checkout-steps';
import { MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { MOCK_BACKEND } from './storefronts';

test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

/**
 * docs/product/checkout.md, CHK-17 to CHK-19 (decision 0036): a Dutch shopper types the mobile number
 * the Dutch way, which the old pattern (docs/product/storefronts.md, SF-13: 4 or 9 after the 0)
 * refused, and the backend gets it in E.164. Every storefront's variant of the rule is unit-tested
 * (tests/unit/checkout/mobile-number.test.ts); the flow is the same in all five.
 */
test('nl: a shopper typing 06 12345678 gets through the checkout, and the order carries +31612345678', async ({ page }) => {
  const code = 'nl';
  const t = texts(code);
  const product = await tieredProduct(code, 7);
  await openCheckoutWith(page, code, productLines(product));
  await fillShopper(page, code, 'jan.de.vries@example.com', 'Jan de Vries');

  const mobile = page.getByLabel(t.fields.mobile, { exact: true });
  await expect(mobile).toHaveAccessibleDescription(t.fields.mobileHint);
  // A landline is no mobile number: the problem says what is taken.
  await mobile.fill('020 123 4567');
  await mobile.blur();
  await expect(page.locator('#checkout-mobile-error')).toHaveText(t.problems.mobile);
  await mobile.fill('06 12345678');
  await mobile.blur();
  await expect(page.locator('#checkout-mobile-error')).toHaveCount(0);

  await chooseDelivery(page, code, 'service-point');
  await choosePayment(page, code, 'card-wallet');
  const total = await placeOrder(page, code);
  const orderNumber = await expectConfirmation(page, code, total);
  await expect(page.getByText(MESSAGES[code].checkout.confirmation.smsTo.replace('{mobile}', '06 12345678'))).toBeVisible();

  const recorded = (await (await fetch(`${MOCK_BACKEND}/__mock/placed-orders/${orderNumber}`)).json()) as { received: { mobile: string } };
  expect(recorded.received.mobile).toBe('+31612345678');
});
