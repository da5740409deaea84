import { expect, test, type Page } from '@playwright/test';
import { NO_CHOICE_YET } from './consent-state';
import { MESSAGES } from './shop';
import { originOf } from './storefronts';

/*
 * docs/product/consent.md, CNS-10: the cookie alert is in the served page, the same for everyone, and
 * paints with it; a stored choice hides it before paint. Seen with the shop's JavaScript held back.
 */

const t = MESSAGES.nl.consent;

async function withoutShopCode(page: Page): Promise<void> {
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(`${originOf('nl')}/`);
}

test('a stored choice hides the cookie alert before any of the shop’s JavaScript runs', async ({ page }) => {
  // Every test's browser has chosen necessary only (consent-state.ts).
  await withoutShopCode(page);
  await expect(page.locator('.cookie-alert')).toBeAttached();
  await expect(page.locator('.cookie-alert')).toBeHidden();
  await expect(page.getByRole('region', { name: t.title })).toHaveCount(0);
});

test.describe('a first visit', () => {
  test.use({ storageState: NO_CHOICE_YET });

  test('sees the cookie alert before the JavaScript, its answers marked not ready', async ({ page }) => {
    await withoutShopCode(page);
    const alert = page.getByRole('region', { name: t.title });
    await expect(alert).toBeVisible();
    // A click before the code that records it would be lost.
    await expect(alert.getByRole('button', { name: t.allowAll })).toBeDisabled();
  });
});
