import { expect, test, type Page } from '@playwright/test';
import { clientAddressOf, freshAccount, type TestAccount } from './accounts';
import { MESSAGES } from './shop';
import { originOf } from './storefronts';

const code = 'sv';
const t = MESSAGES[code].orders;
const SEEDED_ORDER = 'TD-100234';
const SEEDED_EMAIL = 'anna.svensson@example.com';

/**
 * An order of the test's own, looked up from a client address of its own: failed look-ups count
 * against the order number for an hour and every look-up against the client for a minute
 * (platform/security/rate-limits.ts), and the phone and desktop runs of this file fall within both.
 */
async function ownOrder(page: Page): Promise<{ account: TestAccount; order: string }> {
  const account = await freshAccount();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
  return { account, order: account.orders[0]!.id };
}

/** Every address the page asked for or showed: what logs, the history and Referer headers get to see. */
function recordAddresses(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url(), request.headers().referer ?? '');
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** Every request for the page at `path`, as a document or as a client-side navigation. */
function viewsOf(page: Page, path: string): string[] {
  const views: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) views.push(request.url());
  });
  return views;
}

const mentionsEmail = (addresses: string[], email: string) => addresses.filter((address) => address.includes(email.split('@')[0]!) || /%40|@/.test(address));

async function lookUp(page: Page, order: string, email: string) {
  await page.getByLabel(t.orderNumber).fill(order);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.lookUp }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'order look-up' : 'order look-up without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('shows the tracking with the order number in the URL and the e-mail nowhere in an address', async ({ page }) => {
      const { account, order } = await ownOrder(page);
      const addresses = recordAddresses(page);
      await page.goto(`${originOf(code)}/track-order`);
      await lookUp(page, order, account.email);
      await expect(page.getByRole('heading', { name: `Order ${order}` })).toBeVisible();
      expect(page.url()).toBe(`${originOf(code)}/track-order/${order}`);
      await page.goBack();
      await expect(page).toHaveURL(`${originOf(code)}/track-order`);
      await page.goForward();
      await expect(page).toHaveURL(`${originOf(code)}/track-order/${order}`);
      expect(mentionsEmail(addresses, account.email)).toEqual([]);
    });

    test('a wrong e-mail says so and stays in the form to fix, and the URL still names the order only', async ({ page }) => {
      const { order } = await ownOrder(page);
      const addresses = recordAddresses(page);
      const views = viewsOf(page, `/track-order/${order}`);
      await page.goto(`${originOf(code)}/track-order`);
      await lookUp(page, order, 'someone.else@example.com');
      await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toBeVisible();
      // One look-up, so one failed guess against the order's five free ones.
      expect(views).toHaveLength(1);
      expect(page.url()).toBe(`${originOf(code)}/track-order/${order}`);
      // The typo stays in the form to be fixed; it came from the look-up's cookie, not the address.
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue('someone.else@example.com');
      expect(mentionsEmail(addresses, 'someone.else@example.com')).toEqual([]);
    });
  });
}

test('an old link with ?email= shows the form with the order number filled in, and looks nothing up', async ({ page }) => {
  await page.goto(`${originOf(code)}/track-order?order=${SEEDED_ORDER}&email=${encodeURIComponent(SEEDED_EMAIL)}`);
  await expect(page.getByLabel(t.orderNumber)).toHaveValue(SEEDED_ORDER);
  await expect(page.getByLabel(t.email, { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { name: `Order ${SEEDED_ORDER}` })).toHaveCount(0);
});
