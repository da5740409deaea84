import { expect, test, type Page } from '@playwright/test';
import { hydrated, MESSAGES } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

/**
 * The UI toggles of docs/product/chrome.md (CHR-6, CHR-7) that this design shows (decision 0012): the sidebar nav (the
 * menu drawer below 830px) and the full-page modal: while a screen-tall panel is open, the page
 * behind it holds still. The deal layout is held by page-behaviour.both.spec.ts.
 */
/** The home page, scrolled a little: a panel that opens now covers a page that could move. */
async function openScrolledHome(page: Page, code: StorefrontCode) {
  await page.goto(`${originOf(code)}/`);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
}

/** Scrolls with the wheel over the middle of the screen and says whether the page moved. */
async function pageMovesOnWheel(page: Page): Promise<boolean> {
  const before = await page.evaluate(() => window.scrollY);
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.mouse.wheel(0, 400);
  // The wheel scrolls on the compositor; a frame later the page has moved if it can.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return (await page.evaluate(() => window.scrollY)) !== before;
}

test('the cart panel holds the page still while open, and lets go when it closes', async ({ page }) => {
  const code = 'fi';
  await openScrolledHome(page, code);
  await page.getByTestId('cart-count').click();
  const panel = page.getByRole('dialog', { name: MESSAGES[code].cart.title });
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-full-page-modal');
  expect(await pageMovesOnWheel(page)).toBe(false);

  await panel.getByRole('button', { name: MESSAGES[code].cart.close }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-full-page-modal');
  await expect.poll(() => pageMovesOnWheel(page)).toBe(true);
});

test('the sidebar nav opens over a still page, and closing it gives the page back', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'from 830px the categories are a mega menu in the header, no sidebar');
  const code = 'nl';
  const t = MESSAGES[code].header;
  await openScrolledHome(page, code);
  await page.getByRole('button', { name: t.menu }).click();
  const nav = page.getByRole('dialog', { name: t.menu });
  await expect(nav).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-full-page-modal');
  expect(await pageMovesOnWheel(page)).toBe(false);

  await nav.getByRole('button', { name: t.closeMenu }).click();
  await expect(nav).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-full-page-modal');
  await expect.poll(() => pageMovesOnWheel(page)).toBe(true);

  // Opened again it starts at the top of the stack, and a category link closes it as it navigates.
  await page.getByRole('button', { name: t.menu }).click();
  await expect(nav.getByRole('button', { name: t.back })).toHaveCount(0);
  await nav.getByRole('button', { name: t.brands }).click();
  const brands = page.getByRole('dialog', { name: t.brands });
  const brand = brands.getByRole('link').first();
  const brandName = (await brand.textContent()) ?? '';
  await brand.click();
  await expect(brands).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brandName.trim());
  await expect(page.locator('html')).not.toHaveAttribute('data-full-page-modal');
});
