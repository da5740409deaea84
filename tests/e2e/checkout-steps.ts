import { expect, type Page } from '@playwright/test';
import { cartLink, MESSAGES, type SampleProduct } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

/** A shopper of each storefront whose details pass that country's checks. */
export const SHOPPER: Readonly<Record<StorefrontCode, { mobile: string; street: string; postalCode: string; city: string; organisationNumber: string }>> = {
  sv: { mobile: '070 123 45 67', street: 'Sveavägen 12', postalCode: '113 50', city: 'Stockholm', organisationNumber: '556036-0793' },
  no: { mobile: '412 34 567', street: 'Karl Johans gate 5', postalCode: '0154', city: 'Oslo', organisationNumber: '923 609 016' },
  da: { mobile: '41 23 45 67', street: 'Østerbrogade 10', postalCode: '2100', city: 'København Ø', organisationNumber: '10150817' },
  fi: { mobile: '040 123 4567', street: 'Mannerheimintie 3', postalCode: '00100', city: 'Helsinki', organisationNumber: '0112038-9' },
  nl: { mobile: '412 345 678', street: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam', organisationNumber: '33014286' },
};

export const texts = (code: StorefrontCode) => MESSAGES[code].checkoutForm;

/** Fills the cart through an add-to-cart link opened on the checkout itself. */
export async function openCheckoutWith(page: Page, code: StorefrontCode, lines: { sku: string; quantity: number }[]) {
  await page.goto(`${originOf(code)}/checkout?cart=${cartLink(lines)}`);
  await expect(page.getByLabel(texts(code).fields.email, { exact: true })).toBeVisible();
  for (const line of lines) await expect(page.locator(`.summary-line[data-sku="${line.sku}"]`)).toBeVisible();
}

export async function fillShopper(page: Page, code: StorefrontCode, email: string, name = 'Alex Andersson') {
  const t = texts(code);
  const shopper = SHOPPER[code];
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.fields.mobile, { exact: true }).fill(shopper.mobile);
  await page
    .getByLabel(t.fields.name, { exact: true })
    .or(page.getByLabel(t.fields.contactName, { exact: true }))
    .fill(name);
  await page.getByLabel(t.fields.street, { exact: true }).fill(shopper.street);
  await page.getByLabel(t.fields.postalCode, { exact: true }).fill(shopper.postalCode);
  await page.getByLabel(t.fields.city, { exact: true }).fill(shopper.city);
}

export async function chooseDelivery(page: Page, code: StorefrontCode, kind: 'service-point' | 'parcel-locker' | 'home') {
  const option = page.getByRole('radio', { name: new RegExp(`^${texts(code).delivery.kind[kind]}`) });
  await option.check();
  if (kind !== 'home') await expect(page.locator('input[name="service-point"]:checked')).toHaveCount(1);
}

export async function choosePayment(
  page: Page,
  code: StorefrontCode,
  kind: 'card-wallet' | 'invoice' | 'pay-later',
  customer: 'private' | 'company' = 'private',
) {
  await page.getByRole('radio', { name: new RegExp(`^${texts(code).payment[customer][kind].title}`) }).check();
}

export function placeButton(page: Page, code: StorefrontCode) {
  const t = texts(code);
  return page.getByRole('button', { name: new RegExp(`^(${t.place.split(' {')[0]}|${t.confirmAgain.split(' {')[0]})`) });
}

/**
 * Accepts the terms and places the order once the totals are current; returns the total shown.
 * `doubleClick` is the impatient shopper's way of placing.
 */
export async function placeOrder(page: Page, code: StorefrontCode, { doubleClick = false } = {}): Promise<string> {
  await page.getByRole('checkbox', { name: new RegExp(texts(code).terms.split('<')[0]!.trim()) }).check();
  const button = placeButton(page, code);
  await expect(button).toBeEnabled();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  await (doubleClick ? button.dblclick() : button.click());
  return total;
}

export async function expectConfirmation(page: Page, code: StorefrontCode, total: string) {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/TD-2\d{5}$/);
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES[code].checkout.confirmation.title })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(/^TD-2\d{5}$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

export function productLines(product: SampleProduct, quantity = 1) {
  return [{ sku: product.sku, quantity }];
}
