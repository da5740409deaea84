import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated, MESSAGES } from './shop';
import { MOCK_BACKEND, originOf, type StorefrontCode } from './storefronts';

/** Each test signs up as a client of its own: the sign-up limit counts per client address. */
test.beforeEach(async ({ page }, info) => {
  let hash = 7;
  for (const char of info.testId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}` });
});

const uniqueEmail = (tag = '') => `nyhetsbrev-${Date.now()}-${Math.random().toString(36).slice(2, 8)}${tag}@example.com`;

async function mailsTo(email: string): Promise<{ kind: string; token: string | null }[]> {
  return (await fetch(`${MOCK_BACKEND}/__mock/mails?to=${encodeURIComponent(email)}`)).json() as Promise<{ kind: string; token: string | null }[]>;
}

async function onList(email: string): Promise<boolean> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/newsletter?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { subscribed: boolean }).subscribed;
}

/** The footer's sign-up as the shopper meets it, on the home page. */
async function footerSignup(page: Page, code: StorefrontCode) {
  const t = MESSAGES[code].footer;
  await page.goto(`${originOf(code)}/`);
  await hydrated(page);
  const block = page.getByRole('region', { name: t.newsletterTitle });
  return { block, email: block.getByLabel(t.newsletterEmail), submit: block.getByRole('button', { name: t.newsletterSubmit }), t };
}

const isSignup = (request: Request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined;

test.describe('newsletter sign-up in the footer', () => {
  test("signs up by double opt-in: one answer whether or not the address is on the list, and the mail's link confirms on a click", async ({ page }) => {
    const address = uniqueEmail();
    expect(await onList(address)).toBe(false);
    const { block, email, submit, t } = await footerSignup(page, 'sv');
    await expect(block.getByRole('link', { name: /integritetspolicy/ })).toHaveAttribute('href', '/integritetspolicy');
    await email.fill(address);
    const answered = page.waitForResponse((response) => isSignup(response.request()));
    await submit.click();
    expect((await answered).status()).toBe(200);
    const answer = block.locator('[aria-live="polite"]');
    await expect(answer).toHaveText(t.newsletterCheckInbox.replace('{email}', address));
    await expect(email).toHaveCount(0);
    expect(await onList(address)).toBe(false);

    const [mail] = await mailsTo(address);
    expect(mail?.kind).toBe('newsletter-confirmation');
    const confirm = MESSAGES.sv.newsletterConfirm;
    await page.goto(`${originOf('sv')}/newsletter/confirm?token=${encodeURIComponent(mail!.token!)}`);
    await expect(page).toHaveURL(`${originOf('sv')}/newsletter/confirm`);
    expect(await onList(address)).toBe(false);
    await page.getByRole('button', { name: confirm.button }).click();
    await expect(page.getByRole('status').filter({ hasText: confirm.done.replace('{email}', address) })).toBeVisible();
    expect(await onList(address)).toBe(true);

    const again = await footerSignup(page, 'sv');
    await again.email.fill(address);
    const answeredAgain = page.waitForResponse((response) => isSignup(response.request()));
    await again.submit.click();
    expect((await answeredAgain).status()).toBe(200);
    await expect(again.block.locator('[aria-live="polite"]')).toHaveText(t.newsletterCheckInbox.replace('{email}', address));
  });

  test('a used confirmation link says so and how to get a new one', async ({ page }) => {
    const confirm = MESSAGES.da.newsletterConfirm;
    await page.goto(`${originOf('da')}/newsletter/confirm?token=confirm-not-a-sent-one`);
    await page.getByRole('button', { name: confirm.button }).click();
    const refusal = page.getByRole('alert').filter({ hasText: confirm['bad-link'] });
    await expect(refusal).toContainText(confirm.instead);
  });

  test('a mistyped address gets a message at once and sends nothing', async ({ page }) => {
    const { block, email, submit, t } = await footerSignup(page, 'fi');
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isSignup(request)) sent.push(request);
    });
    await email.fill('anna@example');
    await submit.click();
    await expect(block.locator('[aria-live="polite"]')).toHaveText(t.newsletterInvalidEmail);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('anna@example');
    expect(sent).toEqual([]);
  });

  test('a backend failure says so and keeps the address typed', async ({ page }) => {
    const address = uniqueEmail('+error');
    const { block, email, submit, t } = await footerSignup(page, 'nl');
    await email.fill(address);
    const answered = page.waitForResponse((response) => isSignup(response.request()));
    await submit.click();
    await answered;
    await expect(block.locator('[aria-live="polite"]')).toHaveText(t.newsletterUnavailable);
    await expect(email).toHaveValue(address);
    await expect(submit).toBeEnabled();
    expect(await onList(address)).toBe(false);
  });
});
