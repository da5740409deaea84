import { expect, test } from '@playwright/test';
import { hydrated, MESSAGES } from './shop';
import { originOf } from './storefronts';

test('keys typed while the combobox’s code is on its way stay in the field, caret and all, and get their suggestions', async ({ page }) => {
  const t = MESSAGES.nl.search;
  const input = page.getByRole('combobox', { name: t.label });
  await page.goto(`${originOf('nl')}/`);
  await hydrated(page);

  // From here every script waits: the combobox's chunk, asked for when the shopper reaches for the field.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((request) => /\/_next\/static\/chunks\/.+\.js$/.test(request.url()));
  await input.click();
  await asked;
  await input.pressSequentially('iphone 13');
  await input.press('ArrowLeft');
  await input.press('ArrowLeft');
  await input.press('ArrowLeft');
  await expect(page.locator('.search-popup'), 'the combobox is not here yet').toHaveCount(0);

  release();
  const products = page.getByRole('listbox', { name: t.suggestionsLabel }).getByRole('group', { name: t.productsHeading, exact: true });
  await expect(products.getByRole('option').first()).toContainText(/iphone/i);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('iphone 13');
  expect(await input.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([6, 6]);
});
