import { expect, test, type Page } from '@playwright/test';
import { BARE_PATH } from '@/lib/bench-bare';
import { MESSAGES } from './shop';
import { onStorefront, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

/**
 * The bare route `npm run bench` measures the shell against: a page of each storefront under a root
 * layout of its own, without the shop's chrome, out of every index.
 */

/** Content-Security-Policy violations and script errors the page meets while it loads. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

for (const code of ['sv', 'fi'] as const satisfies StorefrontCode[]) {
  test(`${code}: the bare route is the storefront's language and nothing of the shop, and its scripts run under the policy`, async ({ page }) => {
    const failures = watchFailures(page);
    const response = await page.goto(`${originOf(code)}${BARE_PATH}`);
    expect(response?.status()).toBe(200);
    // A cached page's policy: the same bytes for everyone, so no nonce (lib/security-headers.ts).
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');

    await expect(page.locator('html')).toHaveAttribute('lang', STOREFRONTS[code].iso);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[code].benchBare.title);
    await expect(page).toHaveTitle(MESSAGES[code].benchBare.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // Next's bootstrap sets window.next once its scripts have run: the policy let them.
    await page.waitForFunction(() => 'next' in window);
    await expect(page.locator('header, footer, nav, .skip-link')).toHaveCount(0);
    expect(failures).toEqual([]);
  });
}

test('the bare route is served from the page cache, and its internal path is an unknown page', async ({ request }) => {
  const bare = onStorefront('da', BARE_PATH);
  await request.get(bare.url, { headers: bare.headers });
  const again = await request.get(bare.url, { headers: bare.headers });
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');

  const internal = onStorefront('da', '/bench-bare/da');
  expect((await request.get(internal.url, { headers: internal.headers })).status()).toBe(404);
});

test('neither bench route is in the sitemap', async ({ request }) => {
  const pages = onStorefront('sv', '/sitemap/pages.xml');
  const sitemap = await (await request.get(pages.url, { headers: pages.headers })).text();
  expect(sitemap).toContain(`<loc>${originOf('sv')}/</loc>`);
  expect(sitemap).not.toContain('bench-');
});
