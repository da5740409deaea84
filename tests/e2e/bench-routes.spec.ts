import { expect, test } from '@playwright/test';
import { FLOOR_PATH, FLOOR_RENDERED_PATH } from '@/bench/config';
import { BARE_PATH } from '@/features/bench/bare-route';
import fi from '@/bench/messages/fi.json' with { type: 'json' };
import sv from '@/bench/messages/sv.json' with { type: 'json' };
import { onStorefront, originOf, type StorefrontCode } from './storefronts';

/**
 * The routes `npm run bench` measures against, the bare route and the floor routes, are pages of the
 * bench's own build only (SHOP_BENCH=1, decision 0034). This suite's build is a shop's: in it they
 * are unknown pages like any other, and nothing of theirs is served.
 */

/** The bench's texts, which none of the shop's pages shows. */
const BENCH_TEXTS = { sv, fi } satisfies Partial<Record<StorefrontCode, unknown>>;

for (const code of ['sv', 'fi'] as const satisfies StorefrontCode[]) {
  test(`${code}: no bench route is a page of a shop built without the bench`, async ({ page }) => {
    const texts = Object.values(BENCH_TEXTS[code]).flatMap((namespace) => Object.values(namespace));
    for (const path of [BARE_PATH, FLOOR_PATH, FLOOR_RENDERED_PATH]) {
      const response = await page.goto(`${originOf(code)}${path}`);
      expect(response?.status(), path).toBe(404);
      const html = (await response?.text()) ?? '';
      for (const text of texts) expect(html, `${path} shows "${text}"`).not.toContain(text);
    }
  });
}

test("the bare route's internal path is an unknown page too", async ({ request }) => {
  const internal = onStorefront('da', '/bench-bare/da');
  expect((await request.get(internal.url, { headers: internal.headers })).status()).toBe(404);
});

test('neither bench route is in the sitemap', async ({ request }) => {
  const pages = onStorefront('sv', '/sitemap/pages.xml');
  const sitemap = await (await request.get(pages.url, { headers: pages.headers })).text();
  expect(sitemap).toContain(`<loc>${originOf('sv')}/</loc>`);
  expect(sitemap).not.toContain('bench-');
});
