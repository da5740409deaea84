import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from './shop';
import { originOf } from './storefronts';

const code = 'sv';
const t = MESSAGES[code].orders;
const ORDER = 'TD-100234';
const EMAIL = 'anna.svensson@example.com';

/** Every address the page asked for or showed: what logs, the history and Referer headers get to see. */
function recordAddresses(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(request.url(), request.headers().referer ?? '');
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

const mentionsEmail = (addresses: string[]) => addresses.filter((address) => /anna|%40|@/i.test(address));

async function lookUp(page: Page, email: string) {
  await page.getByLabel(t.orderNumber).fill(ORDER);
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.lookUp }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'order look-up' : 'order look-up without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('shows the tracking with the order number in the URL and the e-mail nowhere in an address', async ({ page }) => {
      const addresses = recordAddresses(page);
      await page.goto(`${originOf(code)}/track-order`);
      await lookUp(page, EMAIL);
      await expect(page.getByRole('heading', { name: `Order ${ORDER}` })).toBeVisible();
      expect(page.url()).toBe(`${originOf(code)}/track-order/${ORDER}`);
      await page.goBack();
      await expect(page).toHaveURL(`${originOf(code)}/track-order`);
      await page.goForward();
      await expect(page).toHaveURL(`${originOf(code)}/track-order/${ORDER}`);
      expect(mentionsEmail(addresses)).toEqual([]);
    });

    test('a wrong e-mail says so, and the URL still names the order only', async ({ page }) => {
      const addresses = recordAddresses(page);
      await page.goto(`${originOf(code)}/track-order`);
      await lookUp(page, 'someone.else@example.com');
      await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toBeVisible();
      expect(page.url()).toBe(`${originOf(code)}/track-order/${ORDER}`);
      expect(mentionsEmail(addresses)).toEqual([]);
    });
  });
}

test('an old link with ?email= shows the form with the order number filled in, and looks nothing up', async ({ page }) => {
  await page.goto(`${originOf(code)}/track-order?order=${ORDER}&email=${encodeURIComponent(EMAIL)}`);
  await expect(page.getByLabel(t.orderNumber)).toHaveValue(ORDER);
  await expect(page.getByLabel(t.email)).toHaveValue('');
  await expect(page.getByRole('heading', { name: `Order ${ORDER}` })).toHaveCount(0);
});
