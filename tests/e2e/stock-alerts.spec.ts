import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { signIn, freshAccount } from './accounts';
import { violations } from './axe';
import { injectServerFault } from './faults';
import { hydrated, MESSAGES } from './shop';
import { MOCK_BACKEND, originOf, type StorefrontCode } from './storefronts';

// Each flow signs in and loads several pages rendered per request: it gets the time the other
// multi-page flows get, and its checks the time a page rendered per request takes on a busy machine.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Back-in-stock alerts (docs/product/stock-alerts.md), one storefront per flow: out-of-stock products
 * without variations, TDS10284 expected back on a known day (even id), TDS10117 and TDS10272 not.
 * The mock's restock only mails the alerts; the products stay out of stock for every other test.
 */
const PRODUCTS = {
  dated: 'samsung-galaxy-a15-batteri-tds10284',
  own: 'samsung-galaxy-s23plus-skarm-oled-tds10117',
  limited: 'samsung-galaxy-s22plus-batteri-tds10272',
};

const uniqueEmail = () => `bevakning-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Each test asks as a client of its own: asking is limited per client address. */
test.beforeEach(async ({ page }, info) => {
  let hash = 11;
  for (const char of info.testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` });
});

async function mailsTo(email: string): Promise<{ kind: string; token: string | null }[]> {
  return (await fetch(`${MOCK_BACKEND}/__mock/mails?to=${encodeURIComponent(email)}`)).json() as Promise<{ kind: string; token: string | null }[]>;
}

async function restock(slug: string): Promise<number> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/restock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug }),
  });
  return ((await response.json()) as { sent: number }).sent;
}

/** Asks for the alert on the product's page by keyboard only, and waits for the answer. */
async function askByKeyboard(page: Page, code: StorefrontCode, slug: string, email: string) {
  const t = MESSAGES[code].stockAlerts;
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`);
  await hydrated(page);
  const offer = page.getByRole('region', { name: t.title });
  // The form's code loads after the page's (decision 0067), and it marks when it runs.
  await offer.locator('form[data-hydrated]').waitFor({ state: 'attached' });
  await offer.getByLabel(t.email).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  return { offer, answer: offer.locator('[aria-live="polite"]'), t };
}

test('a foreign address confirms by its link; the restock mails it, and the mail unsubscribes it', async ({ page }) => {
  const email = uniqueEmail();
  const { offer, answer, t } = await askByKeyboard(page, 'sv', PRODUCTS.dated, email);
  await expect(answer).toHaveText(t.answers['check-inbox'].replace('{email}', email));
  await expect(page.locator('.product-summary__stock .delivery-estimate')).toContainText(MESSAGES.sv.delivery.ships.replace(' {date}', ''));
  await expect(offer.getByLabel(t.email)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  expect(await restock(PRODUCTS.dated)).toBe(0);

  const [confirmation] = await mailsTo(email);
  expect(confirmation?.kind).toBe('stock-alert-confirmation');
  await page.goto(`${originOf('sv')}/stock-alerts/confirm?token=${encodeURIComponent(confirmation!.token!)}`);
  await expect(page).toHaveURL(`${originOf('sv')}/stock-alerts/confirm`);
  await page.getByRole('button', { name: t.confirm.button }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t.confirm.done.split('{product}')[0]! })).toBeFocused();

  expect(await restock(PRODUCTS.dated)).toBe(1);
  const [alert] = await mailsTo(email);
  expect(alert?.kind).toBe('stock-alert');
  await page.goto(`${originOf('sv')}/stock-alerts/unsubscribe?token=${encodeURIComponent(alert!.token!)}`);
  await page.getByRole('button', { name: t.unsubscribe.button }).click();
  await expect(page.getByRole('status').filter({ hasText: t.unsubscribe.done.split('{product}')[0]! })).toBeFocused();
  expect(await restock(PRODUCTS.dated)).toBe(0);
});

test("the signed-in buyer's own address starts at once and is let go from the account", async ({ page }) => {
  const code = 'fi';
  const t = MESSAGES[code].stockAlerts;
  const account = await freshAccount();
  await signIn(page, code, account);
  const { answer } = await askByKeyboard(page, code, PRODUCTS.own, account.email);
  await expect(answer).toHaveText(t.answers.started.replace('{email}', account.email));
  expect(await mailsTo(account.email)).toEqual([]);

  await page.goto(`${originOf(code)}/my-account/stock-alerts`);
  const card = page.locator('.card-list').getByRole('article');
  await expect(card).toHaveCount(1);
  expect(await violations(page)).toEqual([]);
  await card.getByRole('button', { name: t.account.remove }).click();
  await expect(page.getByRole('status').filter({ hasText: t.account.removed.split('{product}')[0]! })).toBeFocused();
  await page.reload();
  await expect(page.getByText(t.account.none)).toBeVisible();
});

test('one address asked for again and again meets its limit, and the address stays typed', async ({ page }) => {
  const code = 'nl';
  const email = uniqueEmail();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const { answer, t } = await askByKeyboard(page, code, PRODUCTS.limited, email);
    await expect(answer).toHaveText(t.answers['check-inbox'].replace('{email}', email));
  }
  const { offer, answer, t } = await askByKeyboard(page, code, PRODUCTS.limited, email);
  await expect(answer).toHaveText(t.answers['too-many']);
  await expect(offer.getByLabel(t.email)).toHaveValue(email);
});

test('a backend that does not take the alert says so, keeps the address typed, and takes it on the next try (STK-8)', async ({ page }) => {
  const code = 'da';
  const email = uniqueEmail();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  // No other test asks for an alert in da.
  await injectServerFault({ path: '^/api/stock-alerts$', method: 'POST', query: `(?:^|&)locale=${code}(?:&|$)`, status: 503, times: 1 });
  const { offer, answer, t } = await askByKeyboard(page, code, PRODUCTS.limited, email);
  await expect(answer).toHaveText(t.answers.unavailable);
  await expect(offer.getByLabel(t.email)).toHaveValue(email);

  await offer.getByRole('button', { name: t.submit }).click();
  await expect(answer).toHaveText(t.answers['check-inbox'].replace('{email}', email));
  expect(errors).toEqual([]);
});
