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
  test('signs up: the backend records the address, the confirmation is announced in place; a second time is a friendly answer', async ({ page }) => {
    const address = uniqueEmail();
    expect(await onList(address)).toBe(false);
    const { block, email, submit, t } = await footerSignup(page, 'sv');
    await expect(block.getByRole('link', { name: /integritetspolicy/ })).toHaveAttribute('href', '/integritetspolicy');
    await email.fill(address);
    const answered = page.waitForResponse((response) => isSignup(response.request()));
    await submit.click();
    expect((await answered).status()).toBe(200);
    const answer = block.locator('[aria-live="polite"]');
    await expect(answer).toHaveText(t.newsletterSubscribed.replace('{email}', address));
    expect(await onList(address)).toBe(true);
    await expect(email).toHaveCount(0);

    const again = await footerSignup(page, 'sv');
    await again.email.fill(address);
    await again.submit.click();
    await expect(again.block.locator('[aria-live="polite"]')).toHaveText(t.newsletterAlready.replace('{email}', address));
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
