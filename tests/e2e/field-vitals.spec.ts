import { expect, test, type Response } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import type { VitalsBeacon } from '@/platform/vitals/vitals-beacon';
import { hydrated } from './shop';
import { originOf } from './storefronts';

/**
 * Field vitals in a real browser (docs/operating.md, OPS-40 and OPS-41): web-vitals loads after the
 * page, measures it, and the page that is left sends its vitals to the shop, which takes them. What
 * the beacon may carry and what the shop keeps of it are unit tests (tests/unit/vitals/).
 */

/** The chunk with web-vitals: only its code names the layout-shift entries it observes. */
async function isWebVitals(response: Response): Promise<boolean> {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/_next/static/') || !url.pathname.endsWith('.js')) return false;
  return (await response.text().catch(() => '')).includes('layout-shift');
}

// A client of its own: every page the suite leaves sends a beacon, and 60 a minute from one address are taken.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.48' } });

test('a page left sends its vitals to the shop, without cookies, and the shop takes them', async ({ page }) => {
  const origin = originOf('da');
  const webVitals = page.waitForResponse(isWebVitals);
  await page.goto(`${origin}/`);
  await hydrated(page);
  await (await webVitals).finished();
  const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/vitals');
  await page.goto(`${origin}/${ROUTE_WORDS.search.da}`);
  const sent = await beacon;
  expect((await sent.response())?.status()).toBe(204);
  expect(await sent.allHeaders()).not.toHaveProperty('cookie');
  const body = sent.postDataJSON() as VitalsBeacon;
  expect(body.path).toBe('/');
  expect(body.vitals.map((vital) => vital.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
});
