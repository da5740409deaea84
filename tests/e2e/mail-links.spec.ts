import { expect, test, type BrowserContext } from '@playwright/test';
import { clientAddressOf, freshAccount, mailLinkToken } from './accounts';
import { NECESSARY_ONLY_STATE } from './consent-state';
import { hydrated, MESSAGES } from './shop';
import { MOCK_BACKEND, onStorefront, originOf, STOREFRONTS } from './storefronts';

/**
 * Links that arrive by e-mail: opening one reads, only a click or a form changes anything (issue 24,
 * items 4, 10 and 11). One storefront: the rules are the same in all five.
 */
const code = 'sv';
const t = MESSAGES[code];
const origin = originOf(code);

async function mailsTo(email: string): Promise<{ kind: string; token: string | null }[]> {
  return (await fetch(`${MOCK_BACKEND}/__mock/mails?to=${encodeURIComponent(email)}`)).json() as Promise<{ kind: string; token: string | null }[]>;
}

const sessionCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => /td_(order_)?(access|refresh)$/.test(cookie.name));

test.describe('a sign-in link asks before it signs in', () => {
  test("a mail scanner's GET and a page load spend nothing: the same link still signs in on the click", async ({ browser, request }) => {
    const account = await freshAccount();
    const token = await mailLinkToken(account.email, 'login');
    const link = `/?token=${encodeURIComponent(token)}`;
    const headers = { 'x-forwarded-for': clientAddressOf(account.email) };

    const scanned = await request.get(onStorefront(code, link).url, { headers: { ...onStorefront(code, link).headers, ...headers } });
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()['set-cookie'] ?? '').not.toMatch(/td_(access|refresh)/);

    const opened = await browser.newContext({ extraHTTPHeaders: headers, storageState: NECESSARY_ONLY_STATE });
    const page = await opened.newPage();
    await page.goto(`${origin}${link}`);
    const question = page.getByRole('dialog', { name: t.login.linkConfirmTitle.replace('{email}', `${account.email[0]}•••@example.com`) });
    await expect(question).toBeVisible();
    expect(page.url()).not.toContain(token);
    await question.getByRole('button', { name: t.login.linkNotMe }).click();
    await expect(question).toBeHidden();
    expect(await sessionCookies(opened)).toEqual([]);
    await opened.close();

    const clicked = await browser.newContext({ extraHTTPHeaders: headers, storageState: NECESSARY_ONLY_STATE });
    const second = await clicked.newPage();
    await second.goto(`${origin}${link}`);
    await second.getByRole('button', { name: t.login.linkConfirm }).click();
    await expect(second).toHaveURL(`${origin}/my-account/orders`);
    expect((await sessionCookies(clicked)).length).toBeGreaterThan(0);
    await clicked.close();
  });

  test('a spent link says so in the login dialog, with the password sign-in right there', async ({ page }) => {
    const account = await freshAccount();
    const token = await mailLinkToken(account.email, 'login');
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
    await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: t.login.linkConfirm }).click();
    await expect(page).toHaveURL(`${origin}/my-account/orders`);
    await page.context().clearCookies({ name: /td_/ });
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${origin}/?token=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('dialog', { name: t.login.title });
    await expect(dialog.getByRole('alert')).toHaveText(t.login.linkInvalid);
    await expect(dialog.getByLabel(t.login.password)).toBeVisible();
  });
});

test.describe('asking for a link by e-mail', () => {
  test("a known and an unknown address get the same answer and status; the owner's mail leads to the question", async ({ page }) => {
    const account = await freshAccount();
    await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
    await page.goto(`${origin}/?login`);
    await hydrated(page);
    const statuses: number[] = [];
    for (const address of [account.email, `ingen-${account.email}`]) {
      await page.getByRole('dialog', { name: t.login.title }).getByRole('button', { name: t.login.requestLink }).click();
      const dialog = page.getByRole('dialog', { name: t.login.requestLinkTitle });
      await dialog.getByLabel(t.login.email).fill(address);
      const answered = page.waitForResponse((response) => response.url().includes('/api/session/mail-link'));
      await dialog.getByRole('button', { name: t.login.requestLinkSubmit }).click();
      statuses.push((await answered).status());
      await expect(dialog.getByRole('status')).toHaveText(t.login.linkSent.replace('{email}', address));
      await dialog.getByRole('button', { name: t.login.backToSignIn }).click();
    }
    expect(statuses).toEqual([202, 202]);
    expect(await mailsTo(`ingen-${account.email}`)).toEqual([]);

    const [mail] = await mailsTo(account.email);
    expect(mail?.kind).toBe('login-link');
    await page.goto(`${origin}/?token=${encodeURIComponent(mail!.token!)}`);
    await expect(page.getByRole('dialog', { name: t.login.linkConfirmTitle.replace('{email}', `${account.email[0]}•••@example.com`) })).toBeVisible();
  });
});

test.describe('the unsubscribe link', () => {
  test("the page's address has neither e-mail nor token once the server has read them, and the page still knows the link", async ({ page }) => {
    const email = `avregistrera-${Date.now()}@example.com`;
    const token = (
      (await (
        await fetch(`${MOCK_BACKEND}/__mock/newsletter-links`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        })
      ).json()) as { token: string }
    ).token;
    await page.goto(`${origin}/unsubscribe?${new URLSearchParams({ email, token, utm_source: 'nyhetsbrev' })}`);
    await expect(page).toHaveURL(`${origin}/unsubscribe?utm_source=nyhetsbrev`);
    const seen = await page.evaluate(() => [location.href, document.referrer, history.length].join(' '));
    expect(seen).not.toContain(encodeURIComponent(email));
    expect(seen).not.toContain(email);
    expect(seen).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).not.toContain('td_unsubscribe');
    await expect(page.getByText(t.unsubscribe.alreadyDone.replace('{email}', email).replace('{brand}', STOREFRONTS[code].brand))).toBeVisible();
  });
});
