import { expect, test, type Request, type Response } from '@playwright/test';
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

test('a page hidden sends its vitals to the shop, without cookies, and the shop takes them', async ({ page }) => {
  const origin = originOf('da');
  const webVitals = page.waitForResponse(isWebVitals);
  await page.goto(`${origin}/`);
  await hydrated(page);
  await (await webVitals).finished();
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push(request);
  });
  // The page being left, as the browser tells it. Playwright reports no request a page sends while it
  // navigates away, so the event is dispatched here, until the reporter (loaded after the page) hears it.
  await expect
    .poll(async () => {
      await page.evaluate(() => dispatchEvent(new Event('pagehide')));
      return beacons.length;
    })
    .toBe(1);
  const [sent] = beacons;
  expect((await sent!.response())?.status()).toBe(204);
  expect(await sent!.allHeaders()).not.toHaveProperty('cookie');
  const body = sent!.postDataJSON() as VitalsBeacon;
  expect(body.path).toBe('/');
  expect(body.vitals.map((vital) => vital.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
});
