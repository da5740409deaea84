import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { abovePurchaseThreshold, aboveViewThreshold, freezeClock, hydrated, MESSAGES, productWithSettings, queuedTasksRun } from './shop';
import { onStorefront, originOf, type StorefrontCode } from './storefronts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Waits until the page has the product's numbers: the waiting times are counted from its opening. */
const numbersIn = (page: Page) => page.locator('.social-proof[data-answered="true"]').waitFor({ state: 'attached' });

const productPath = (code: StorefrontCode, slug: string) => `/${ROUTE_WORDS.product[code]}/${slug}`;

for (const code of ['sv', 'fi'] as const) {
  const t = createTranslator({ locale: code, messages: MESSAGES[code], namespace: 'product' });

  test.describe(`${code}: "viewed recently" and "bought today" on the product page`, () => {
    test('appear only after their waiting times, and never in the server HTML', async ({ page, request }) => {
      const { product, settings } = await productWithSettings(
        code,
        (s) => aboveViewThreshold(s) && abovePurchaseThreshold(s) && s.view_hidden_seconds < s.purchase_hidden_seconds,
      );
      const viewed = t('viewedRecently', { count: settings.product_views_recently });
      const bought = t('boughtToday', { count: settings.items_bought_today });

      const { url, headers } = onStorefront(code, productPath(code, product.slug));
      const html = await (await request.get(url, { headers })).text();
      expect(html).toContain('class="social-proof"');
      expect(html).not.toContain(viewed);
      expect(html).not.toContain(bought);
      expect(html).not.toContain('social-proof__line');
      expect(html).not.toContain('data-answered');

      await freezeClock(page);
      await page.goto(`${originOf(code)}${productPath(code, product.slug)}`);
      await hydrated(page);
      await numbersIn(page);
      const lines = page.locator('.social-proof__line');

      await page.clock.runFor(settings.view_hidden_seconds * 1000 - 1);
      await queuedTasksRun(page);
      await expect(lines).toHaveCount(0);

      await page.clock.runFor(1);
      await expect(lines).toHaveText([viewed]);

      await page.clock.runFor((settings.purchase_hidden_seconds - settings.view_hidden_seconds) * 1000 - 1);
      await queuedTasksRun(page);
      await expect(lines).toHaveText([viewed]);

      await page.clock.runFor(1);
      await expect(lines).toHaveText([viewed, bought]);
    });

    test('are left out when their numbers are not above the thresholds', async ({ page }) => {
      const { product, settings } = await productWithSettings(code, (s) => !aboveViewThreshold(s) && !abovePurchaseThreshold(s));
      await freezeClock(page);
      await page.goto(`${originOf(code)}${productPath(code, product.slug)}`);
      await hydrated(page);
      await numbersIn(page);
      await page.clock.runFor(Math.max(settings.view_hidden_seconds, settings.purchase_hidden_seconds) * 1000 + 60_000);
      await queuedTasksRun(page);
      await expect(page.locator('.social-proof__line')).toHaveCount(0);
      // The room for the lines stays, empty: it never collapses under the content below it.
      await expect(page.locator('.social-proof')).toHaveCount(1);
    });
  });
}
