import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@/platform/consent/consent';
import { freshAccount, mailLinkToken, signIn, type TestAccount } from './accounts';
import { violations } from './axe';
import { hydrated, MESSAGES } from './shop';
import { oneDevice, originOf, STOREFRONT_CODES, storefrontFor, type StorefrontCode } from './storefronts';

/** Past the refresh point of a fresh session: 5 minutes before its 3600 s end. */
const PAST_REFRESH_POINT = '56:00';

/**
 * Each test signs in from a client address of its own: the per-client sign-in limit (20 a minute)
 * would otherwise count every sign-in of the whole suite together.
 */
test.beforeEach(async ({ page }, info) => {
  let hash = 0;
  for (const char of info.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` });
});

/** Session tokens must never be readable by a script: not in document.cookie, not in Web Storage. */
async function scriptReadableSession(page: Page): Promise<string> {
  return page.evaluate(() => [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join('\n'));
}

async function remembersUser(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((JSON.parse(localStorage.getItem('td02') ?? '{}') as { state?: { user?: unknown } }).state?.user));
}

function changePasswordDialog(page: Page, code: StorefrontCode) {
  return page.getByRole('dialog', { name: MESSAGES[code].login.changePasswordTitle });
}

async function expectRulesListed(page: Page, code: StorefrontCode) {
  const rules = MESSAGES[code].login.rules;
  const dialog = changePasswordDialog(page, code);
  const list = dialog.locator('#password-rules');
  await expect(list).toContainText(rules.length.replace('{min}', '8'));
  await expect(list).toContainText(rules.letter);
  await expect(list).toContainText(rules.digit);
  await expect(dialog.getByLabel(MESSAGES[code].login.newPassword, { exact: true })).toHaveAttribute('aria-describedby', 'password-rules');
}

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code];
  const origin = originOf(code);

  test.describe(`${code} sessions`, oneDevice(code), () => {
    // A session works alike in every storefront: each flow runs in one. That every storefront has
    // its words for them is the messages' test (tests/unit/messages.test.ts); that each page speaks
    // its storefront's language, the first question here shows in all five.
    test("the e-mail link asks first, in the storefront's words", async ({ page }) => {
      const account = await freshAccount();
      const token = await mailLinkToken(account.email, 'login');
      await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
      const question = page.getByRole('dialog', { name: t.login.linkConfirmTitle.replace('{email}', `${account.email[0]}•••@example.com`) });
      await expect(question.getByRole('button', { name: t.login.linkConfirm })).toBeVisible();
      expect(page.url()).not.toContain(token);
    });

    if (storefrontFor(25) === code)
      test('a new password from the link lists the rules up front and asks for no current password', async ({ page }) => {
        const account = await freshAccount();
        const token = await mailLinkToken(account.email, 'reset');
        await page.goto(`${origin}/?change_password&token=${encodeURIComponent(token)}`);
        await hydrated(page);
        await expectRulesListed(page, code);
        expect(page.url()).not.toContain(token);
        await expect(changePasswordDialog(page, code).getByLabel(t.login.currentPassword)).toHaveCount(0);
      });

    if (storefrontFor(26) === code)
      test('the account pages ask a visitor to sign in first', async ({ page }) => {
        await page.goto(`${origin}/my-account/overview`);
        await expect(page).toHaveURL(`${origin}/?login&return=${encodeURIComponent('/my-account/overview')}`);
        await hydrated(page);
        await expect(page.getByRole('dialog', { name: t.login.title })).toBeVisible();
      });

    if (storefrontFor(17) === code)
      test('the e-mail link asks, then signs in on the click and lands on the account orders; no token is readable by script', async ({ page }) => {
        const account = await freshAccount();
        const token = await mailLinkToken(account.email, 'login');
        await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
        const question = page.getByRole('dialog', { name: t.login.linkConfirmTitle.replace('{email}', `${account.email[0]}•••@example.com`) });
        await expect(question).toBeVisible();
        const linkLogin = page.waitForResponse((response) => response.url().includes('/api/session/link-login'));
        await question.getByRole('button', { name: t.login.linkConfirm }).click();
        expect((await linkLogin).status()).toBe(200);
        await expect(page).toHaveURL(`${origin}/my-account/orders`);
        expect(page.url()).not.toContain(token);
        const readable = await scriptReadableSession(page);
        expect(readable).not.toContain(token);
        expect(readable).not.toMatch(/td_(order_)?(access|refresh)|access_token|refresh_token|account-(access|refresh)-/);
        const cookies = await page.context().cookies();
        // The session's cookies; not the receipt's, nor the cookie choice, which the page itself reads.
        const sessionCookies = cookies.filter((cookie) => cookie.name.startsWith('td_') && cookie.name !== 'td_receipt' && cookie.name !== CONSENT_COOKIE);
        expect(sessionCookies.length).toBeGreaterThan(0);
        expect(sessionCookies.every((cookie) => cookie.httpOnly)).toBe(true);
      });

    if (storefrontFor(27) === code)
      test('a spent or expired link says so and opens the login dialog', async ({ page }) => {
        const account = await freshAccount();
        const expired = await mailLinkToken(account.email, 'login', true);
        await page.goto(`${origin}/?token=${encodeURIComponent(expired)}`);
        const dialog = page.getByRole('dialog', { name: t.login.title });
        await expect(dialog.getByRole('alert')).toHaveText(t.login.linkInvalid);
        expect(page.url()).not.toContain(expired);
        expect(await remembersUser(page)).toBe(false);
      });

    if (storefrontFor(18) === code)
      test('a new password from the link: the rules up front, then only the new password signs in', async ({ page }) => {
        const account = await freshAccount();
        const token = await mailLinkToken(account.email, 'reset');
        await page.goto(`${origin}/?change_password&token=${encodeURIComponent(token)}`);
        await hydrated(page);
        const dialog = changePasswordDialog(page, code);
        await expectRulesListed(page, code);
        expect(page.url()).not.toContain(token);
        await expect(dialog.getByLabel(t.login.currentPassword)).toHaveCount(0);

        await dialog.getByLabel(t.login.newPassword, { exact: true }).fill('short');
        await expect(dialog.locator('#password-rules')).toContainText(`(${t.login.ruleMissing})`);
        await dialog.getByLabel(t.login.repeatPassword).fill('short');
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        await expect(dialog.getByRole('alert')).toHaveText(t.login.weakPassword);

        const fresh = `Ny-${Date.now()}-losen`;
        await dialog.getByLabel(t.login.newPassword, { exact: true }).fill(fresh);
        await dialog.getByLabel(t.login.repeatPassword).fill(fresh);
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        const login = page.getByRole('dialog', { name: t.login.title });
        await expect(login.getByRole('status')).toHaveText(t.login.passwordChanged);

        await login.getByLabel(t.login.email).fill(account.email);
        await login.getByLabel(t.login.password).fill(account.password);
        await login.getByRole('button', { name: t.login.submit }).click();
        await expect(login.getByRole('alert')).toHaveText(t.login.wrongCredentials);
        await login.getByLabel(t.login.password).fill(fresh);
        await login.getByRole('button', { name: t.login.submit }).click();
        await expect(page).toHaveURL(`${origin}/my-account/orders`);
      });

    if (storefrontFor(28) === code)
      test('a spent reset link says how to get a new one', async ({ page }) => {
        const account = await freshAccount();
        const expired = await mailLinkToken(account.email, 'reset', true);
        await page.goto(`${origin}/?change_password&token=${encodeURIComponent(expired)}`);
        await hydrated(page);
        const dialog = changePasswordDialog(page, code);
        await dialog.getByLabel(t.login.newPassword, { exact: true }).fill('Gott-l0senord');
        await dialog.getByLabel(t.login.repeatPassword).fill('Gott-l0senord');
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        await expect(dialog.getByRole('alert')).toHaveText(t.login.invalidToken);
        await dialog.getByRole('button', { name: t.login.requestNewLink }).click();
        await expect(page.getByRole('dialog', { name: t.login.requestResetTitle }).getByLabel(t.login.email)).toBeVisible();
      });

    if (storefrontFor(19) === code)
      test('signed in: a wrong current password is refused, the right one changes it; the view has no axe violations', async ({ page }) => {
        const account = await freshAccount();
        await signIn(page, code, account);
        await page.goto(`${origin}/my-account/overview?change_password`);
        await hydrated(page);
        const dialog = changePasswordDialog(page, code);
        await expectRulesListed(page, code);
        expect(await violations(page)).toEqual([]);

        const fresh = `Byt-${Date.now()}-ord`;
        await dialog.getByLabel(t.login.currentPassword).fill('not-my-password-1');
        await dialog.getByLabel(t.login.newPassword, { exact: true }).fill(fresh);
        await dialog.getByLabel(t.login.repeatPassword).fill(fresh);
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        await expect(dialog.getByRole('alert')).toHaveText(t.login.wrongPassword);

        await dialog.getByLabel(t.login.currentPassword).fill(account.password);
        await dialog.getByLabel(t.login.repeatPassword).fill(`${fresh}x`);
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        await expect(dialog.getByRole('alert')).toHaveText(t.login.passwordsDiffer);

        await dialog.getByLabel(t.login.repeatPassword).fill(fresh);
        await dialog.getByRole('button', { name: t.login.savePassword }).click();
        await expect(dialog.getByRole('status')).toHaveText(t.login.passwordSaved);
      });

    if (storefrontFor(20) === code)
      test('the overview: greeting, the 3 latest orders, personal discounts, shortcuts; sign out leads to /', async ({ page }) => {
        const account = await freshAccount('business');
        await signIn(page, code, account);
        await page.goto(`${origin}/my-account`);
        await expect(page).toHaveURL(`${origin}/my-account/overview`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.accountOverview.greeting.replace('{name}', account.name));
        const latest = main.getByRole('region', { name: t.accountOverview.latestOrders });
        for (const order of account.orders.slice(0, 3)) {
          await expect(latest.getByRole('link', { name: order.id, exact: true })).toHaveAttribute('href', `/my-account/orders/${order.id}`);
          await expect(latest.locator(`[data-order="${order.id}"]:visible`)).toContainText(t.orders.status[order.status as keyof typeof t.orders.status]);
        }
        await expect(latest.getByRole('link', { name: account.orders[3]!.id, exact: true })).toHaveCount(0);
        const discounts = main.getByRole('region', { name: t.accountOverview.discounts });
        await expect(discounts.getByRole('listitem')).toHaveText([
          new RegExp(`^${t.accountOverview.discountCategory['1']}\\s*10\\s?%`),
          new RegExp(`^${t.accountOverview.discountCategory['3']}\\s*15\\s?%`),
        ]);
        const shortcuts = main.getByRole('region', { name: t.accountOverview.shortcuts });
        await expect(shortcuts.getByRole('link', { name: new RegExp(t.accountOverview.shortcut.trackOrder.title) })).toHaveAttribute('href', '/track-order');
        expect(await violations(page)).toEqual([]);

        await main.getByRole('button', { name: t.login.signOut }).click();
        await expect(page).toHaveURL(`${origin}/`);
        expect((await page.context().cookies()).some((cookie) => cookie.name === 'td_access')).toBe(false);
        expect(await remembersUser(page)).toBe(false);
      });

    if (storefrontFor(21) === code)
      test('a session past its refresh point is refreshed before the 3600 s run out and stays signed in', async ({ page }) => {
        await page.clock.install();
        const account = await freshAccount();
        await signIn(page, code, account);
        const accessBefore = (await page.context().cookies()).find((cookie) => cookie.name === 'td_access')?.value;
        let refreshes = 0;
        page.on('request', (request) => {
          if (request.url().includes('/api/session/refresh')) refreshes += 1;
        });
        const refreshed = page.waitForResponse((response) => response.url().includes('/api/session/refresh'));
        // The browser's clock is now 56 minutes ahead of the server's: the renewed session ends by the browser's.
        await page.clock.fastForward(PAST_REFRESH_POINT);
        expect((await refreshed).status()).toBe(200);
        await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'td_access')?.value).not.toBe(accessBefore);
        expect(await remembersUser(page)).toBe(true);
        await page.clock.runFor(60_000);
        await page.goto(`${origin}/my-account/overview`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t.accountOverview.greeting.replace('{name}', account.name));
        expect(refreshes).toBe(1);
      });

    if (storefrontFor(22) === code)
      test("a refused refresh signs out politely: a message, the way back in, and the page's sign-in prompt", async ({ page }) => {
        await page.clock.install();
        const account = await freshAccount();
        await signIn(page, code, account);
        await page.goto(`${origin}/my-account/overview`);
        await hydrated(page);
        await page.context().clearCookies({ name: 'td_refresh' });
        const refused = page.waitForResponse((response) => response.url().includes('/api/session/refresh'));
        await page.clock.fastForward(PAST_REFRESH_POINT);
        expect((await refused).status()).toBe(401);
        const notice = page.getByRole('status').filter({ hasText: t.login.sessionEnded });
        await expect(notice).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.account.sections.overview);
        await expect(main.getByText(t.account.signInLead)).toBeVisible();
        expect(await remembersUser(page)).toBe(false);
        await notice.getByRole('button', { name: t.login.signInAgain }).click();
        await expect(page.getByRole('dialog', { name: t.login.title })).toBeVisible();
      });

    if (storefrontFor(23) === code)
      test('an access token that ran out while the tab slept: the account page refreshes once and renders', async ({ page }) => {
        await page.clock.install();
        const account = await freshAccount();
        await signIn(page, code, account);
        // The browser dropped the access cookie at its end; the refresh cookie, issued later, still lives.
        await page.context().clearCookies({ name: 'td_access' });
        await page.clock.setSystemTime(Date.now() + 61 * 60_000);
        const refreshed = page.waitForResponse((response) => response.url().includes('/api/session/refresh'));
        await page.goto(`${origin}/my-account/overview`);
        expect((await refreshed).status()).toBe(200);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(t.accountOverview.greeting.replace('{name}', account.name));
      });

    async function lookUpOrder(page: Page): Promise<string> {
      const account: TestAccount = await freshAccount();
      const order = account.orders[0]!.id;
      await page.goto(`${origin}/?login`);
      await hydrated(page);
      await page.getByRole('dialog', { name: t.login.title }).getByRole('button', { name: t.login.switchToOrder }).click();
      const dialog = page.getByRole('dialog', { name: t.login.orderTitle });
      await dialog.getByLabel(t.login.orderNumber).fill(order);
      await dialog.getByLabel(t.login.email).fill(account.email);
      await dialog.getByRole('button', { name: t.login.orderSubmit }).click();
      await expect(page).toHaveURL(`${origin}/my-order/${order}`);
      return order;
    }

    if (storefrontFor(29) === code)
      test('an order look-up from the login dialog opens its order', async ({ page }) => {
        await lookUpOrder(page);
        expect((await page.context().cookies()).some((cookie) => cookie.name === 'td_order_access')).toBe(true);
      });

    if (storefrontFor(24) === code)
      test('an order look-up session opens its order but never the account pages', async ({ page }) => {
        await lookUpOrder(page);
        expect((await page.context().cookies()).some((cookie) => cookie.name === 'td_order_access')).toBe(true);

        for (const path of ['/my-account/orders', '/my-account/overview', '/my-account']) {
          await page.goto(`${origin}${path}`);
          await expect(page).toHaveURL(`${origin}/?login&return=${encodeURIComponent(path)}`);
          await hydrated(page);
          await expect(page.getByRole('dialog', { name: t.login.title })).toBeVisible();
          await expect(page.getByRole('navigation', { name: t.account.navLabel })).toHaveCount(0);
        }
      });
  });
}
