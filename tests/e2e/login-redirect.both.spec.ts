import { expect, test, type Page } from '@playwright/test';
import { clientAddressOf, freshAccount, type TestAccount } from './accounts';
import { hydrated, MESSAGES } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

/** Signing in leads on with a full page load of a per-request page: on a busy machine that takes a while. */
const NAVIGATION = { timeout: 30_000 };

/** Signs in from the login dialog the redirect opened, as the shopper would. */
async function signInFromDialog(page: Page, code: StorefrontCode, account: TestAccount): Promise<void> {
  const t = MESSAGES[code].login;
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.email).fill(account.email);
  await dialog.getByLabel(t.password).fill(account.password);
  await dialog.getByRole('button', { name: t.submit }).click();
}

/** Each account signs in as a client of its own, below the per-client sign-in limit. */
async function freshShopper(page: Page): Promise<TestAccount> {
  const account = await freshAccount();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
  return account;
}

test.describe('login redirect (docs/product/account.md, ACC-8: login redirect goes to /?login)', () => {
  test('a signed-out visit of the orders page opens the login dialog at home, and signing in returns to that page', async ({ page }) => {
    const code = 'fi';
    const origin = originOf(code);
    const account = await freshShopper(page);
    const visit = await page.goto(`${origin}/my-account/orders?page=2`);
    expect(visit?.request().redirectedFrom()?.url()).toBe(`${origin}/my-account/orders?page=2`);
    await expect(page).toHaveURL(`${origin}/?login&return=%2Fmy-account%2Forders%3Fpage%3D2`);
    await expect(page.getByRole('dialog', { name: MESSAGES[code].login.title })).toBeVisible();
    await signInFromDialog(page, code, account);
    await expect(page).toHaveURL(`${origin}/my-account/orders?page=2`, NAVIGATION);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(MESSAGES[code].account.sections.orders);
    await expect(page.getByRole('link', { name: account.orders[10]!.id, exact: true })).toBeVisible();
  });

  test('a return target off the storefront is ignored: signing in leads to the account orders', async ({ page }) => {
    const code = 'sv';
    const origin = originOf(code);
    const account = await freshShopper(page);
    await page.goto(`${origin}/?login&return=${encodeURIComponent('//evil.example/my-account')}`);
    await signInFromDialog(page, code, account);
    await expect(page).toHaveURL(`${origin}/my-account/orders`, NAVIGATION);
    await page.goto(`${origin}/?login&return=${encodeURIComponent('https://evil.example/my-account/orders')}`);
    await expect(page.getByRole('dialog', { name: MESSAGES[code].login.title })).toBeVisible();
    await signInFromDialog(page, code, account);
    await expect(page).toHaveURL(`${origin}/my-account/orders`, NAVIGATION);
  });

  test("an order's page opens the look-up of that order, and the look-up returns to it", async ({ page }) => {
    const code = 'no';
    const origin = originOf(code);
    const t = MESSAGES[code].login;
    const account = await freshShopper(page);
    const order = account.orders[0]!.id;
    await page.goto(`${origin}/my-order/${order}`);
    await expect(page).toHaveURL(`${origin}/?login&return=${encodeURIComponent(`/my-order/${order}`)}`);
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: t.orderTitle });
    await expect(dialog.getByLabel(t.orderNumber)).toHaveValue(order);
    await dialog.getByLabel(t.email).fill(account.email);
    await dialog.getByRole('button', { name: t.orderSubmit }).click();
    await expect(page).toHaveURL(`${origin}/my-order/${order}`, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order);
  });

  test('an order look-up remembered past the end of its session is forgotten: the account link opens the login dialog', async ({ page }) => {
    const code = 'da';
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/session/')) refreshes.push(request.url());
    });
    await page.addInitScript(() => {
      const user = { name: 'Erik', orderId: 'TD-100237', scopes: ['my-order'], discounts: {}, sessionEndsAt: Date.now() - 60_000 };
      localStorage.setItem('td02', JSON.stringify({ state: { user }, version: 2 }));
    });
    await page.goto(`${originOf(code)}/`);
    await hydrated(page);
    const account = page.getByRole('link', { name: MESSAGES[code].header.account });
    await expect(account).toHaveAttribute('href', '/my-account/orders');
    await account.click();
    await expect(page.getByRole('dialog', { name: MESSAGES[code].login.title })).toBeVisible();
    await expect(page).toHaveURL(`${originOf(code)}/`);
    expect(refreshes).toEqual([]);
  });
});
