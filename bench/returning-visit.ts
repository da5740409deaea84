/**
 * The two visits the bench measures in a browser (docs/operating.md, OPS-62): a first visit, with
 * nothing stored, and a returning one, whose shopper has a cart in localStorage `td02` and a stored
 * consent choice, as the shop wrote them on an earlier visit.
 */
import type { Page } from '@playwright/test';
import { STORE_ORIGIN } from '@/bench/config';
import sv from '@/messages/sv.json';
import { ALL_CONSENT, CONSENT_COOKIE } from '@/platform/consent/consent';
import { STORAGE_KEY } from '@/platform/state/stored-state';

export const VISITS = ['first', 'returning'] as const;
export type Visit = (typeof VISITS)[number];

/** The page as the shop has hydrated it: the shop's own signal (features/shell/HydrationSignal.tsx). */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

/**
 * Makes `page`'s browser a returning shopper's: the consent choice stored, and a product put in the
 * cart by the shop itself on `productPath`, so that `td02` holds what the shop writes, in the
 * version it reads.
 */
export async function becomeReturning(page: Page, productPath: string): Promise<void> {
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: String(ALL_CONSENT), url: STORE_ORIGIN }]);
  await page.goto(`${STORE_ORIGIN}${productPath}`);
  await hydrated(page);
  await page.getByRole('button', { name: sv.cart.add, exact: true }).first().click();
  await page.getByRole('dialog').first().waitFor();
  const stored = () => page.evaluate((key) => window.localStorage.getItem(key) ?? '', STORAGE_KEY);
  try {
    await page.waitForFunction((key) => (window.localStorage.getItem(key) ?? '').includes('"items":[{'), STORAGE_KEY);
  } catch {
    throw new Error(`a returning visit: after adding to the cart, ${STORAGE_KEY} holds no line: ${(await stored()).slice(0, 300)}`);
  }
}
