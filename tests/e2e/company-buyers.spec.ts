import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { freshAccount, signIn } from './accounts';
import { violations } from './axe';
import { chooseDelivery, choosePayment, expectConfirmation, openCheckoutWith, placeOrder, productLines, SHOPPER, texts } from './checkout-steps';
import { hydrated, MESSAGES, tieredProduct } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

// Each flow signs in and loads several pages rendered per request: it gets the time the other
// multi-page flows get, and its checks the time a page rendered per request takes on a busy machine.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * What a signed-in company buyer sees (docs/product/account.md, ACC-17). The VAT default differs in
 * da, which shows prices with VAT to everyone: one storefront that allows prices without VAT and da
 * run it; the unit tests cover the five (tests/unit/rules/vat-display.test.ts). The rest works alike
 * in every storefront and runs in one (decision 0035).
 */

const listingOf = (code: StorefrontCode) =>
  `${originOf(code)}/${ROUTE_WORDS.category[code]}/${{ sv: 'reservdelar', da: 'reservedele' }[code as 'sv' | 'da']}/apple`;

async function signOut(page: Page, code: StorefrontCode) {
  await page.goto(`${originOf(code)}/my-account`);
  await page.getByRole('button', { name: MESSAGES[code].login.signOut }).click();
  await expect(page).toHaveURL(`${originOf(code)}/`);
}

test('sv: a company sees prices without VAT, tier prices and quick order in the header until it signs out (ACC-17, CAT-19, QO-7)', async ({ page }) => {
  const code = 'sv';
  const t = MESSAGES[code];
  const html = page.locator('html');
  const tiers = page.locator('.product-card__tiers');
  const quickOrder = page.getByRole('link', { name: t.header.quickOrder });
  await page.goto(listingOf(code));
  await hydrated(page);
  expect(await tiers.count()).toBeGreaterThan(0);
  await expect(tiers.first()).toBeHidden();
  await expect(quickOrder).toHaveCount(0);
  await expect(html).toHaveAttribute('data-vat', 'incl');

  await signIn(page, code, await freshAccount('business'));
  await page.goto(listingOf(code));
  await expect(html).toHaveAttribute('data-buyer', 'company');
  await expect(html).toHaveAttribute('data-vat', 'excl');
  await expect(tiers.first()).toBeVisible();
  await expect(tiers.first().locator('li').first()).toContainText(t.product.tierFrom.split(' {')[0]!);
  await expect(tiers.first().locator('.price__excl').first()).toBeVisible();
  await hydrated(page);
  expect(await violations(page), 'a listing as a company sees it').toEqual([]);
  await quickOrder.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${originOf(code)}/${ROUTE_WORDS.quickOrder[code]}`);

  await signOut(page, code);
  await expect(html).not.toHaveAttribute('data-buyer');
  await expect(html).toHaveAttribute('data-vat', 'incl');
  await expect(quickOrder).toHaveCount(0);
});

test('da: a company sees prices with VAT, as everyone does there, with its tier prices and quick order (ACC-17, CAT-19, QO-7)', async ({ page }) => {
  const code = 'da';
  await signIn(page, code, await freshAccount('business'));
  await page.goto(listingOf(code));
  await expect(page.locator('html')).toHaveAttribute('data-buyer', 'company');
  await expect(page.locator('html')).toHaveAttribute('data-vat', 'incl');
  await expect(page.locator('.product-card__tiers').first()).toBeVisible();
  await expect(page.locator('.product-card .price__excl')).toHaveCount(0);
  await expect(page.getByRole('link', { name: MESSAGES[code].header.quickOrder })).toBeVisible();
});

test("a company's checkout is prefilled from its account and offers the last order reference in the next one (CHK-20)", async ({ page }) => {
  const code = 'sv';
  const t = texts(code);
  const account = await freshAccount('business');
  const product = await tieredProduct(code);
  await signIn(page, code, account);
  await openCheckoutWith(page, code, productLines(product));
  const field = (name: string, within = page) => within.getByLabel(name, { exact: true });
  // An optional field's label says so after its name.
  const reference = (within = page) => within.getByLabel(t.fields.reference);
  await expect(field(t.fields.companyName)).toHaveValue(account.name);
  await expect(field(t.fields.email)).toHaveValue(account.email);
  await expect(field(t.fields.street)).toHaveValue(/^Verkstadsvägen \d+$/);
  await expect(field(t.fields.postalCode)).toHaveValue('415 02');
  await expect(field(t.fields.city)).toHaveValue('Göteborg');
  await expect(reference()).toHaveValue('');

  await field(t.fields.mobile).fill(SHOPPER[code].mobile);
  await field(t.fields.organisationNumber).fill(SHOPPER[code].organisationNumber);
  await field(t.fields.contactName).fill('Alex Andersson');
  await reference().fill('PO-4411');
  await chooseDelivery(page, code, 'home');
  await choosePayment(page, code, 'invoice', 'company');
  await expectConfirmation(page, code, await placeOrder(page, code));

  // Another tab is another visit's draft (sessionStorage): the reference comes from the account's memory.
  const next = await page.context().newPage();
  await openCheckoutWith(next, code, productLines(product));
  await expect(reference(next)).toHaveValue('PO-4411');
  await expect(field(t.fields.companyName, next)).toHaveValue(account.name);
});
