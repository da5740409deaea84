import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import { freshAccount, signIn } from './accounts';
import { violations } from './axe';
import { withSavedDevices, type Model } from './devices';
import { hydrated, MESSAGES } from './shop';
import { backendGet, originOf } from './storefronts';

/* docs/product/devices.md: the shopper's devices, in one storefront (decision 0035). */

// Several pages and a sign-in per flow: the time the other multi-page flows get.
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const code = 'sv';
const t = MESSAGES[code];

const categoryUrl = (uri: string, model?: string) => `${originOf(code)}/${ROUTE_WORDS.category[code]}/${uri}${model ? `?phone_model=${model}` : ''}`;
const categoryPage = (uri: string, model?: string) =>
  backendGet<{ products: { slug: string }[]; phone_models: Model[] }>(code, '/api/category', {
    uri,
    page: '1',
    limit: String(PRODUCTS_PER_PAGE),
    ...(model ? { phone_model: model } : {}),
  });

/** Two models the Apple parts and the cases both have parts for. */
async function twoModels(): Promise<[Model, Model]> {
  const [parts, cases] = await Promise.all([categoryPage('reservdelar/apple'), categoryPage('tillbehor/fodral')]);
  const both = parts.phone_models.filter((model) => cases.phone_models.some((other) => other.slug === model.slug));
  if (!both[0] || !both[1]) throw new Error('fewer than two models with both parts and cases');
  return [both[0], both[1]];
}

const switcher = (page: Page) => page.getByTestId('device-switcher');
const menu = (page: Page) => page.locator('#device-menu');

test.describe('my devices', () => {
  test('a device saved on a listing narrows another listing and a search from the header, by keyboard', async ({ page }) => {
    const [first, second] = await twoModels();
    for (const model of [first, second]) {
      await page.goto(categoryUrl('reservdelar/apple', model.slug));
      await hydrated(page);
      await page.getByRole('button', { name: t.devices.save }).click();
      await expect(page.getByText(t.devices.saved)).toBeVisible();
    }

    // The last model chosen is the shopper's (CAT-2): the cases open narrowed to it.
    await page.goto(categoryUrl('tillbehor/fodral'));
    await expect(page).toHaveURL(categoryUrl('tillbehor/fodral', second.slug));

    await switcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('button', { name: second.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await violations(page)).toEqual([]);
    // Newest first: the second model, then the first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('button', { name: first.name, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(categoryUrl('tillbehor/fodral', first.slug));
    await expect(page.locator('.model-filter__chip')).toHaveText(first.name);

    await switcher(page).click();
    await menu(page).getByRole('button', { name: t.devices.allModels }).click();
    await expect(page).toHaveURL(categoryUrl('tillbehor/fodral'));
    await expect(page.locator('.model-filter__chip')).toHaveCount(0);

    // A search narrows the same way, through its address.
    await page.goto(`${originOf(code)}/${ROUTE_WORDS.search[code]}?q=${encodeURIComponent(second.name)}`);
    await hydrated(page);
    await switcher(page).click();
    await menu(page).getByRole('button', { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(
      `${originOf(code)}/${ROUTE_WORDS.search[code]}?${new URLSearchParams({ q: second.name.toLowerCase(), phone_model: second.slug }).toString()}`,
    );
    await expect(page.locator('.model-filter__chip')).toHaveText(second.name);

    await switcher(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(switcher(page)).toBeFocused();
  });

  test('a product page says whether it fits each saved device, and nothing without a list', async ({ page, browser }) => {
    const [first, second] = await twoModels();
    const product = (await categoryPage('reservdelar/apple', first.slug)).products[0];
    if (!product) throw new Error(`no part for ${first.slug}`);
    const productUrl = `${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`;

    await withSavedDevices(page, [second, first]);
    await page.goto(productUrl);
    const fit = page.getByRole('region', { name: t.devices.fitHeading });
    await expect(fit.getByRole('listitem')).toHaveText([
      `✗ ${t.devices.doesNotFit.replace('{name}', second.name)}`,
      `✓ ${t.devices.fits.replace('{name}', first.name)}`,
    ]);
    expect(await violations(page)).toEqual([]);

    // No saved devices, or a stored list the shop could not have written: no verdict at all.
    const other = await browser.newPage();
    await other.addInitScript(() => window.localStorage.setItem('td02', JSON.stringify({ state: { devices: [{ slug: '../x', name: 1 }] }, version: 2 })));
    await other.goto(productUrl);
    await hydrated(other);
    await expect(other.locator('.device-fit')).toHaveCount(0);
    await other.close();
  });

  test('signed in, the list follows the customer to another browser, merged both ways', async ({ page, browser }) => {
    const [first, second] = await twoModels();
    const account = await freshAccount();
    const kept = (on: Page) => on.waitForResponse((response) => response.url().endsWith('/api/session/devices') && response.request().method() === 'POST');

    await withSavedDevices(page, [first]);
    const firstKept = kept(page);
    await signIn(page, code, account);
    await firstKept;

    const elsewhere = await browser.newPage();
    // Saved there later than the first here: it comes first wherever the lists meet.
    await withSavedDevices(elsewhere, [second], 1_700_000_060_000);
    const mergeKept = kept(elsewhere);
    await signIn(elsewhere, code, account);
    await mergeKept;
    await switcher(elsewhere).click();
    await expect(menu(elsewhere).locator('.device-menu__choice')).toHaveText([t.devices.allModels, second.name, first.name]);
    await elsewhere.close();

    await page.reload();
    await switcher(page).click();
    await expect(menu(page).locator('.device-menu__choice')).toHaveText([t.devices.allModels, second.name, first.name]);
  });
});
