import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { violations } from './axe';
import { withSavedDevices, type Model } from './devices';
import { hydrated } from './shop';
import { backendGet, originOf, PHONE_FLOW } from './storefronts';

/* docs/product/devices.md, DEV-7: only a phone opens the device menu in the header's flow; the rest of its rules run on a desktop (devices.spec.ts). */
const code = 'no';

test(
  'on a phone the device menu pushes the masthead down instead of covering it, and a tap narrows the listing (DEV-7)',
  { tag: PHONE_FLOW },
  async ({ page }) => {
    const uri = 'reservedeler/apple';
    const { phone_models } = await backendGet<{ phone_models: Model[] }>(code, '/api/category', { uri, page: '1', limit: '24' });
    const [first, second] = phone_models;
    if (!first || !second) throw new Error(`fewer than two models under ${uri}`);
    await withSavedDevices(page, [first, second]);
    const address = `${originOf(code)}/${ROUTE_WORDS.category[code]}/${uri}`;
    await page.goto(address);
    await hydrated(page);

    await page.getByTestId('device-switcher').tap();
    const menu = page.locator('#device-menu');
    await expect(menu).toBeVisible();
    const [opened, masthead] = await Promise.all([menu.boundingBox(), page.locator('.masthead').boundingBox()]);
    expect(masthead!.y).toBeGreaterThanOrEqual(opened!.y + opened!.height);
    expect(await violations(page)).toEqual([]);

    await menu.getByRole('button', { name: second.name, exact: true }).tap();
    await expect(page).toHaveURL(`${address}?phone_model=${second.slug}`);
  },
);
