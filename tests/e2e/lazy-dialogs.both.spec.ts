import { expect, test, type Page, type Response } from '@playwright/test';
import { hydrated, MESSAGES } from './shop';
import { originOf } from './storefronts';

/**
 * The login dialog and the cart panel are not in the first load (issue 13): their code loads when
 * the shopper points at or focuses what opens them, and a load that fails then is tried again when
 * the dialog opens. Each chunk is told apart by an id only its own markup has.
 */
const DIALOGS = [
  {
    name: 'login dialog',
    marker: 'login-password',
    opener: (page: Page) => page.getByTestId('account-link'),
    dialog: (page: Page) => page.getByRole('dialog', { name: MESSAGES.nl.login.title }),
  },
  {
    name: 'cart panel',
    marker: 'cart-panel-title',
    opener: (page: Page) => page.getByRole('button', { name: /^Winkelwagen/ }),
    dialog: (page: Page) => page.getByRole('dialog', { name: MESSAGES.nl.cart.title }),
  },
] as const;

function isScript(response: Response): boolean {
  return new URL(response.url()).pathname.startsWith('/_next/static/') && response.url().endsWith('.js');
}

/** The scripts the page has loaded so far whose code holds the marker. */
function chunksWith(page: Page, marker: string): () => Promise<string[]> {
  const read: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (!isScript(response) || !response.ok()) return;
    read.push(
      response.text().then(
        (code) => (code.includes(marker) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(read)).filter((url) => url !== null);
}

for (const { name, marker, opener, dialog } of DIALOGS) {
  test(`the ${name}'s code loads when the shopper reaches for it, not with the page`, async ({ page }) => {
    const loaded = chunksWith(page, marker);
    await page.goto(`${originOf('nl')}/`);
    await hydrated(page);
    await page.waitForLoadState('load');
    expect(await loaded()).toEqual([]);

    const chunk = page.waitForResponse(async (response) => isScript(response) && (await response.text()).includes(marker));
    await opener(page).focus();
    await chunk;
    await expect(dialog(page)).toBeHidden();

    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
  });

  test(`the ${name} opens although its code failed to load on intent`, async ({ page }) => {
    await page.goto(`${originOf('nl')}/`);
    await hydrated(page);
    let refused = 0;
    let served = 0;
    await page.route('**/_next/static/**/*.js', async (route) => {
      // Static files are the same on every host; Node cannot resolve the storefront's *.localhost one.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href });
      if ((await response.text()).includes(marker) && refused === 0) {
        refused += 1;
        await route.abort('connectionreset');
        return;
      }
      if ((await response.text()).includes(marker)) served += 1;
      await route.fulfill({ response });
    });

    await opener(page).focus();
    await expect.poll(() => refused).toBe(1);
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    expect(served).toBe(1);
  });
}
