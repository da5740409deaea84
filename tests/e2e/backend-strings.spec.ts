import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { PURGE_SECRET } from './page-cache-env';
import { MESSAGES } from './shop';
import { MOCK_BACKEND, onStorefront, originOf } from './storefronts';

/**
 * The backend's translation strings (GET /api/strings) are merged over the message files: a text
 * the backend changes shows on the page in place of the bundled one. Strings are a cached read, so
 * the change shows once the backend purges `strings:<locale>`, as it would after an edit. Dutch
 * Christmas calendar only: no other test reads its lead.
 */
const code = 'nl';
const KEY = 'calendar.lead';
const CHANGED = 'Elke dag een nieuw deurtje, met een aanbieding die alleen die dag geldt – nu ook in de winkel.';
const calendarUrl = `${originOf(code)}/${ROUTE_WORDS.christmasCalendar[code]}`;

async function purgeStrings() {
  const response = await fetch(onStorefront(code, '/api/cache/purge').url, {
    method: 'POST',
    headers: { ...onStorefront(code, '/').headers, 'content-type': 'application/json', authorization: `Bearer ${PURGE_SECRET}` },
    body: JSON.stringify({ tags: [`strings:${code}`] }),
  });
  expect(response.status).toBe(200);
}

test.afterEach(async () => {
  await fetch(`${MOCK_BACKEND}/__mock/strings`, { method: 'DELETE' });
  await purgeStrings();
});

test('a string changed in the backend replaces the bundled message on the page', async ({ page }) => {
  await page.goto(calendarUrl);
  await expect(page.getByText(MESSAGES[code].calendar.lead)).toBeVisible();

  const set = await fetch(`${MOCK_BACKEND}/__mock/strings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ locale: code, key: KEY, value: CHANGED }),
  });
  expect(set.status).toBe(200);
  await purgeStrings();

  await page.goto(calendarUrl);
  await expect(page.getByText(CHANGED)).toBeVisible();
  await expect(page.getByText(MESSAGES[code].calendar.lead)).toHaveCount(0);
  // The rest of the page keeps the bundled texts.
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES[code].calendar.title })).toBeVisible();
});
