import { expect, test, type Page, type Request } from '@playwright/test';
import { freshAccount, signIn, type TestAccount } from './accounts';
import { violations } from './axe';
import { SHOPPER } from './checkout-steps';
import { hydrated, MESSAGES } from './shop';
import { MOCK_BACKEND, onStorefront, oneDevice, originOf, STOREFRONT_CODES, STOREFRONTS, storefrontFor, type StorefrontCode } from './storefronts';

async function expectNoViolations(page: Page, template: string) {
  expect(await violations(page), template).toEqual([]);
}

/** A postal code another storefront's pattern takes and this one's refuses. */
const FOREIGN_POSTAL_CODE: Record<StorefrontCode, string> = { sv: '0154', no: '113 50', da: '113 50', fi: '2100', nl: '00100' };

/** Server actions are POSTs to the page with a `next-action` header: counting them proves what was sent. */
function countActions(page: Page): { count: () => number } {
  let sent = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) sent += 1;
  });
  return { count: () => sent };
}

async function newsletterToken(email: string, expired = false): Promise<string> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/newsletter-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, expired }),
  });
  if (!response.ok) throw new Error(`/__mock/newsletter-links answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function stillSubscribed(code: StorefrontCode, email: string, token: string): Promise<boolean> {
  const query = new URLSearchParams({ email, token, locale: code, sid: String(STOREFRONTS[code].storeId) });
  const response = await fetch(`${MOCK_BACKEND}/api/newsletter/subscription?${query.toString()}`);
  return ((await response.json()) as { subscribed: boolean }).subscribed;
}

const returnableOrder = (account: TestAccount) => account.orders.find((order) => order.returnable)!;
const closedOrder = (account: TestAccount) => account.orders.find((order) => order.status === 'delivered' && !order.returnable)!;

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code];
  const origin = originOf(code);

  test.describe(`${code} self-service`, oneDevice(code), () => {
    // A return, a closed return window, a subscription's changes and the newsletter's links work
    // alike in every storefront: each runs in one. Postal codes are the storefront's own: the
    // profile runs in each.
    if (storefrontFor(14) === code)
      test('a return from start to return number, never more than was bought', async ({ page }) => {
        test.setTimeout(60_000);
        const account = await freshAccount();
        const order = returnableOrder(account);
        await signIn(page, code, account);

        await page.goto(`${origin}/my-account/orders/return`);
        await expectNoViolations(page, 'returnable orders');
        await page.getByRole('link', { name: `${t.returns.start} ${t.returns.orderLabel.replace('{id}', order.id)}` }).click();
        await expect(page).toHaveURL(`${origin}/my-account/orders/return/${order.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.returns.formTitle.replace('{id}', order.id));
        await expect(page.getByText(t.returns.returnUntil.split('{')[0]!.trim())).toBeVisible();
        await hydrated(page);
        await expectNoViolations(page, 'start a return');

        const quantity = page.getByRole('combobox', { name: t.returns.quantityLabel }).first();
        const offered = await quantity.locator('option').allTextContents();
        // The first line of this order was bought twice and nothing of it is returned yet.
        expect(offered).toEqual(['0', '1', '2']);
        await quantity.selectOption('1');
        await page.getByRole('radio', { name: t.returns.reasons.defective }).check();
        await page.getByRole('button', { name: t.returns.submit }).click();

        const confirmation = page.getByRole('region', { name: t.returns.started.title });
        await expect(confirmation).toBeVisible();
        const number = (await confirmation.locator('strong').textContent()) ?? '';
        expect(number).toMatch(/^RT-/);
        await expect(confirmation.getByText(t.returns.started.label)).toBeVisible();
        await expectNoViolations(page, 'return started');

        await page.getByRole('link', { name: t.returns.started.toReturns }).click();
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t.returns.list.title.replace('{id}', number) }) });
        await expect(card.getByText(t.returns.list.status.requested, { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: order.id })).toBeVisible();
        await expectNoViolations(page, 'returns list');

        // The order now counts the returned unit: one is left of that line.
        await page.goto(`${origin}/my-account/orders/return/${order.id}`);
        await expect(page.getByText(t.returns.alreadyReturned.replace('{count}', '1'), { exact: false }).first()).toBeVisible();
        expect(await page.getByRole('combobox', { name: t.returns.quantityLabel }).first().locator('option').allTextContents()).toEqual(['0', '1']);
      });

    if (storefrontFor(15) === code)
      test('a too old order shows the closed window and no form', async ({ page }) => {
        const account = await freshAccount();
        const order = closedOrder(account);
        await signIn(page, code, account);
        await page.goto(`${origin}/my-account/orders/return/${order.id}`);
        await expect(page.getByText(t.returns.windowClosed.split('{')[0]!.trim())).toBeVisible();
        await expect(page.getByRole('button', { name: t.returns.submit })).toHaveCount(0);
        await expectNoViolations(page, 'closed return window');
      });

    if (storefrontFor(17) === code)
      test("an order's return page asks a stranger for the order first (the login redirect)", async ({ page }) => {
        const account = await freshAccount();
        const order = closedOrder(account);
        await page.goto(`${origin}/my-order/return/${order.id}`);
        await expect(page).toHaveURL(`${origin}/?login&return=${encodeURIComponent(`/my-order/return/${order.id}`)}`);
        await expect(page.getByRole('dialog', { name: t.login.orderTitle }).getByLabel(t.login.orderNumber)).toHaveValue(order.id);
      });

    if (storefrontFor(16) === code)
      test('a subscription is paused and cancelled, each only after a yes', async ({ page }) => {
        test.setTimeout(60_000);
        const account = await freshAccount();
        const actions = countActions(page);
        await signIn(page, code, account);
        await page.goto(`${origin}/my-account/subscriptions`);
        await hydrated(page);
        await expectNoViolations(page, 'subscriptions');

        const active = page
          .getByRole('article')
          .filter({ has: page.getByText(t.subscriptions.status.active, { exact: true }) })
          .first();
        const name = (await active.getByRole('heading').textContent()) ?? '';
        const card = page.getByRole('article', { name, exact: true });
        await card.getByRole('button', { name: t.subscriptions.actions.pause }).click();
        await expect(card.getByText(t.subscriptions.confirm.pause.replace('{name}', name))).toBeVisible();
        await expectNoViolations(page, 'subscription confirm step');
        await card.getByRole('button', { name: t.subscriptions.keep }).click();
        await card.getByRole('button', { name: t.subscriptions.actions.pause }).click();
        expect(actions.count()).toBe(0);
        await card.getByRole('button', { name: t.subscriptions.yes.pause }).click();
        await expect(card.getByRole('status')).toHaveText(t.subscriptions.done.pause.replace('{name}', name));
        await expect(card.getByText(t.subscriptions.status.paused, { exact: true })).toBeVisible();
        expect(actions.count()).toBe(1);

        await card.getByRole('button', { name: t.subscriptions.actions.cancel }).click();
        await card.getByRole('button', { name: t.subscriptions.yes.cancel }).click();
        await expect(card.getByRole('status')).toHaveText(t.subscriptions.done.cancel.replace('{name}', name));

        await page.reload();
        const ended = page.getByRole('article', { name, exact: true });
        await expect(ended.getByText(t.subscriptions.status.cancelled, { exact: true })).toBeVisible();
        await expect(ended.getByText(t.subscriptions.next.ended)).toBeVisible();
        await expect(ended.getByRole('button')).toHaveCount(0);
      });

    test('the profile refuses a postal code of another country and saves valid details, the newsletter turned off with them', async ({ page }) => {
      test.setTimeout(60_000);
      const account = await freshAccount();
      const p = t.profile;
      await signIn(page, code, account);
      await page.goto(`${origin}/my-account/profile`);
      await expectNoViolations(page, 'profile');
      await page.getByRole('link', { name: p.edit }).click();
      await expect(page).toHaveURL(`${origin}/my-account/profile/edit`);
      await hydrated(page);

      const postalCode = page.getByLabel(p.fields.postalCode, { exact: true });
      await page.getByLabel(p.fields.street, { exact: true }).fill(SHOPPER[code].street);
      await page.getByLabel(p.fields.city, { exact: true }).fill(SHOPPER[code].city);
      await postalCode.fill(FOREIGN_POSTAL_CODE[code]);
      await postalCode.blur();
      await expect(page.getByText(p.problems.postalCode).first()).toBeVisible();
      await page.getByRole('button', { name: p.save }).click();
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: p.problems.postalCode })).toBeVisible();
      await expectNoViolations(page, 'profile edit with problems');
      expect(page.url()).toBe(`${origin}/my-account/profile/edit`);

      const newName = `${account.name} Testsson`;
      await page.getByLabel(p.fields.name, { exact: true }).fill(newName);
      await page.getByLabel(p.fields.mobile).fill(SHOPPER[code].mobile);
      await postalCode.fill(SHOPPER[code].postalCode);
      const newsletter = page.getByLabel(p.fields.newsletter);
      await expect(newsletter).toBeChecked();
      await newsletter.uncheck();
      await page.getByRole('button', { name: p.save }).click();

      await expect(page).toHaveURL(`${origin}/my-account/profile?saved=1`);
      await expect(page.getByRole('status').filter({ hasText: p.saved })).toBeVisible();
      await expect(page.getByText(newName, { exact: true })).toBeVisible();
      const shopper = SHOPPER[code];
      await expect(page.getByText(`${shopper.street}, ${shopper.postalCode} ${shopper.city}`, { exact: true })).toBeVisible();
      await expect(page.locator(`dt:text-is("${p.view.newsletter}") + dd`)).toHaveText(p.view.newsletterNo);
    });

    if (storefrontFor(18) === code)
      test('unsubscribe by the button, and opening the link alone changes nothing', async ({ page }) => {
        const account = await freshAccount();
        const token = await newsletterToken(account.email);
        await page.goto(`${origin}/unsubscribe?${new URLSearchParams({ email: account.email, token }).toString()}`);
        await expect(page.getByText(t.unsubscribe.willStop.replace('{email}', account.email).replace('{brand}', STOREFRONTS[code].brand))).toBeVisible();
        expect(await stillSubscribed(code, account.email, token)).toBe(true);
        await hydrated(page);
        await expectNoViolations(page, 'unsubscribe');

        await page.getByRole('button', { name: t.unsubscribe.button }).click();
        await expect(page.getByRole('status').filter({ hasText: t.unsubscribe.done.replace('{email}', account.email) })).toBeVisible();
        expect(await stillSubscribed(code, account.email, token)).toBe(false);
      });

    const badLinks: [string, (email: string) => Promise<string>, string][] = [
      ['a bad', async (email) => `email=${encodeURIComponent(email)}&token=not-the-token`, t.unsubscribe['bad-link']],
      [
        'an expired',
        async (email) => `email=${encodeURIComponent(email)}&token=${encodeURIComponent(await newsletterToken(email, true))}`,
        t.unsubscribe.expired,
      ],
      ['an incomplete', async (email) => `email=${encodeURIComponent(email)}`, t.unsubscribe['bad-link']],
    ];
    for (const [index, [kind, queryFor, message]] of badLinks.entries()) {
      if (storefrontFor(20 + index) === code)
        test(`${kind} unsubscribe link says what to do instead`, async ({ page }) => {
          const account = await freshAccount();
          await page.goto(`${origin}/unsubscribe?${await queryFor(account.email)}`);
          await expect(page.getByText(message)).toBeVisible();
          await expect(page.getByRole('button', { name: t.unsubscribe.button })).toHaveCount(0);
          await expect(page.getByRole('link', { name: t.unsubscribe.instead.match(/<profile>(.*)<\/profile>/)![1]! })).toHaveAttribute(
            'href',
            '/my-account/profile',
          );
          await expectNoViolations(page, `${kind} unsubscribe link`);
        });
    }

    if (storefrontFor(19) === code)
      test('one-click unsubscribe (RFC 8058) from a mail provider, without Origin', async ({ request }) => {
        const account = await freshAccount();
        const token = await newsletterToken(account.email);
        const path = (link: { email: string; token: string }) => `/api/newsletter/one-click?${new URLSearchParams({ ...link, locale: code }).toString()}`;
        const { url, headers } = onStorefront(code, path({ email: account.email, token }));
        const form = { ...headers, 'content-type': 'application/x-www-form-urlencoded' };

        expect((await request.post(url, { headers: form, data: 'List-Unsubscribe=Yes' })).status()).toBe(400);
        expect(await stillSubscribed(code, account.email, token)).toBe(true);
        expect((await request.post(url, { headers: form, data: 'List-Unsubscribe=One-Click' })).status()).toBe(200);
        expect(await stillSubscribed(code, account.email, token)).toBe(false);
        expect((await request.post(url, { headers, multipart: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);

        const bad = onStorefront(code, path({ email: account.email, token: 'not-the-token' }));
        expect((await request.post(bad.url, { headers: form, data: 'List-Unsubscribe=One-Click' })).status()).toBe(401);
        const expired = onStorefront(code, path({ email: account.email, token: await newsletterToken(account.email, true) }));
        expect((await request.post(expired.url, { headers: form, data: 'List-Unsubscribe=One-Click' })).status()).toBe(410);
      });
  });
}
