import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { formatMoney, multiplyDivideRounded, percentOf, vatAmount } from '@/platform/money/money';
import { MESSAGES, tieredProduct, useAccessoriesVariant } from './shop';
import { originOf, STOREFRONTS } from './storefronts';

const code = 'sv';
const t = MESSAGES[code];

test.describe('signing in', () => {
  test.beforeEach(async ({ page }) => useAccessoriesVariant(page, 'original'));

  test('a business customer signs in from /?login and gets the personal discount of the category', async ({ page }) => {
    await page.goto(`${originOf(code)}/?login`);
    const dialog = page.getByRole('dialog', { name: t.login.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(t.login.email).fill('inkop@verkstad.example');
    await dialog.getByLabel(t.login.password).fill('wrong');
    await dialog.getByRole('button', { name: t.login.submit }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.login.wrongCredentials);

    await dialog.getByLabel(t.login.password).fill('Demo-1234');
    await dialog.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(`${originOf(code)}/my-account/orders`);
    await expect(page.getByText(new RegExp(t.login.signedInAs.split('{name}')[0]!))).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'td_access')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('td_access');
    expect(await page.evaluate(() => localStorage.getItem('td02') ?? '')).not.toMatch(/token/i);

    // Spare parts are discount category 1: this customer has 10 % on them. A company sees the
    // total without VAT until it chooses otherwise (docs/product/account.md, ACC-17).
    const product = await tieredProduct(code);
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`);
    await page.getByRole('button', { name: t.cart.add, exact: true }).click();
    await page.getByRole('dialog', { name: t.upsell.title }).getByRole('button', { name: t.upsell.noThanks }).click();
    const price = product.tiers[0]!.p;
    const total = price - percentOf(price, 10);
    const vat = multiplyDivideRounded(vatAmount(price, product.vat), total, price);
    await expect(page.getByTestId('cart-total')).toHaveText(formatMoney(total - vat, STOREFRONTS[code]));

    await page.goto(`${originOf(code)}/my-account`);
    await page.getByRole('button', { name: t.login.signOut }).click();
    await expect(page).toHaveURL(`${originOf(code)}/`);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'td_access')).toBeUndefined();
  });

  test('a returning customer opens an order with its number and e-mail', async ({ page }) => {
    await page.goto(`${originOf(code)}/?login`);
    await page.getByRole('dialog', { name: t.login.title }).getByRole('button', { name: t.login.switchToOrder }).click();
    const dialog = page.getByRole('dialog', { name: t.login.orderTitle });
    await dialog.getByLabel(t.login.orderNumber).fill('TD-100237');
    await dialog.getByLabel(t.login.email).fill('erik.lindqvist@example.com');
    await dialog.getByRole('button', { name: t.login.orderSubmit }).click();
    await expect(page).toHaveURL(`${originOf(code)}/my-order/TD-100237`);
  });
});
