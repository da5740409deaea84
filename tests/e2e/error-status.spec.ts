import { expect, test } from '@playwright/test';
import { PURGE_SECRET } from './page-cache-env';
import { MESSAGES } from './shop';
import { MOCK_BACKEND, onStorefront, originOf } from './storefronts';

/**
 * The last-resort error page, shown when the page frame itself failed, says the status the backend
 * answered (docs/product/errors.md, ERR-2), although the production browser gets the error as its
 * digest only. The header's brand list of one storefront fails, and a purge makes the next render read
 * it again: so this runs among the first renders, one at a time, as the menu failures of
 * page-cache.spec.ts do.
 */
const code = 'fi';
const t = MESSAGES[code].errors;

async function purgeCategories() {
  const { url, headers } = onStorefront(code, '/api/cache/purge');
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${PURGE_SECRET}` },
    body: JSON.stringify({ tags: [`categories:${code}`] }),
  });
  expect(response.status).toBe(200);
}

async function failBrandList(status: number) {
  const response = await fetch(`${MOCK_BACKEND}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/api/brands$', query: `(^|&)locale=${code}(&|$)`, status, times: 1_000 }),
  });
  expect(response.ok).toBe(true);
}

test.afterEach(async () => {
  await fetch(`${MOCK_BACKEND}/__mock/faults`, { method: 'DELETE' });
  // The next render of the storefront reads the brand list again, whole.
  await purgeCategories();
});

for (const status of [503, 404]) {
  test(`a ${status} from a read of the page frame reads ${status} on the last-resort error page`, async ({ page }) => {
    await failBrandList(status);
    await purgeCategories();
    const response = await page.goto(`${originOf(code)}/`);
    expect(response?.status()).toBe(500);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1, name: t.errorTitle })).toBeVisible();
    await expect(alert.locator('.status-page__code')).toHaveText(String(status));
    await expect(alert.locator('svg.status-page__icon')).toBeVisible();
  });
}
