import { expect, test, type Page } from '@playwright/test';
import { CHUNK_RELOAD_GUARD_MS } from '@/features/shell/chunk-reload';
import { hydrated, MESSAGES } from './shop';
import { originOf } from './storefronts';

/**
 * docs/product/errors.md, ERR-3: a chunk that fails to load (a deployment removed it) reloads the page
 * in full, at most once per 60 s. The cookie settings are loaded only when opened
 * (features/consent/ConsentGate.tsx), so a shopper who opens them after the chunk is gone meets
 * exactly that failure.
 */
const code = 'sv';
const t = MESSAGES[code];
const home = `${originOf(code)}/`;

/**
 * Remembers the script chunks of the first load; `lose()` then fails every other one, as a new
 * deployment does to a page that was open before it.
 */
function chunksOfFirstLoad(page: Page) {
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.url().includes('/_next/static/chunks/')) loaded.add(request.url());
  });
  return {
    lose: () => page.route(/\/_next\/static\/chunks\//, (route) => (loaded.has(route.request().url()) ? route.fallback() : route.abort('failed'))),
  };
}

/** Counts loads of the page's document that the test did not ask for. */
function reloadsOf(page: Page) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return { bySelf: (asked: number) => documents - asked };
}

async function openCookieSettings(page: Page): Promise<void> {
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/_next/static/chunks/'));
  await page.getByRole('button', { name: t.consent.footerLink }).click();
  await failed;
}

test('a chunk that fails to load reloads the page once; a second failure within 60 s does not', async ({ page }) => {
  await page.clock.install();
  const reloads = reloadsOf(page);
  const chunks = chunksOfFirstLoad(page);
  await page.goto(home);
  await hydrated(page);
  await chunks.lose();

  const reloaded = page.waitForEvent('load');
  await openCookieSettings(page);
  await reloaded;
  await hydrated(page);
  expect(reloads.bySelf(1)).toBe(1);

  // Within 60 s a second failure leaves the page as it is: no reload loop. (The 60 s boundary
  // itself is tests/unit/page/chunk-reload.test.ts.)
  await page.clock.fastForward(CHUNK_RELOAD_GUARD_MS - 5_000);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await openCookieSettings(page);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(reloads.bySelf(1)).toBe(1);
});
