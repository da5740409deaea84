import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@/platform/consent/consent';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { violations } from './axe';
import { NO_CHOICE_YET } from './consent-state';
import { hydrated, MESSAGES, queuedTasksRun } from './shop';
import { MOCK_BACKEND, onPhoneIn, originOf, STOREFRONT_CODES, type StorefrontCode } from './storefronts';
import { tagManagerId, watchTracking } from './tracking';

test.use({ storageState: NO_CHOICE_YET });

const DAY_SECONDS = 86_400;

async function consentCookie(context: BrowserContext, code: StorefrontCode) {
  const cookie = (await context.cookies(originOf(code))).find((candidate) => candidate.name === CONSENT_COOKIE);
  if (!cookie) throw new Error('no consent cookie');
  return { value: cookie.value, days: Math.round((cookie.expires - Date.now() / 1000) / DAY_SECONDS) };
}

function alertOf(page: Page, code: StorefrontCode) {
  const t = MESSAGES[code].consent;
  return page.getByRole('region', { name: new RegExp(`^(${t.title}|${t.settingsTitle})$`) });
}

/** The page has hydrated and run what its first effects queued: a choice would have been applied by now. */
async function settled(page: Page) {
  await hydrated(page);
  await queuedTasksRun(page);
}

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code].consent;

  test(
    `${code}: a first visit asks and sends nothing; allow all is 31 for 30 days, starts the tags and holds after a reload`,
    onPhoneIn('no', code),
    async ({ page, context }) => {
      const tracking = await watchTracking(page);
      await page.goto(`${originOf(code)}/`);
      const alert = alertOf(page, code);
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('link')).toHaveAttribute('href', STOREFRONTS[code].privacyPath);
      expect(await violations(page)).toEqual([]);
      await settled(page);
      // Not a byte to anyone else: the storefront itself and the backend's image host (IMAGE_ORIGINS).
      expect(tracking.requestedOrigins().filter((origin) => origin !== originOf(code) && origin !== MOCK_BACKEND)).toEqual([]);
      expect(tracking.recommendationRequests()).toBe(0);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

      const tagLoaded = page.waitForRequest((request) => request.url().includes('/gtm.js'));
      const registered = page.waitForResponse((response) => response.url().includes('/api/recommendation-tracking') && response.request().method() === 'POST');
      await alert.getByRole('button', { name: t.allowAll }).click();
      await expect(alert).toBeHidden();
      expect((await tagLoaded).url()).toBe(`https://www.googletagmanager.com/gtm.js?id=${tagManagerId(code)}`);
      expect((await registered).status()).toBe(200);
      expect(await consentCookie(context, code)).toEqual({ value: '31', days: 30 });
      expect(await tracking.consentCommands()).toEqual([
        ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied', ad_user_data: 'denied' }],
        ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_personalization: 'granted', ad_user_data: 'granted' }],
      ]);
      await expect.poll(() => tracking.storedRecommendationId()).toMatch(new RegExp(`^rt-e2e-${code}-`));

      const reloadedTag = page.waitForRequest((request) => request.url().includes('/gtm.js'));
      let cartSyncs = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/sync-cart')) cartSyncs += 1;
      });
      const loadSync = page.waitForResponse((response) => response.url().includes('/api/sync-cart'));
      await page.reload();
      await reloadedTag;
      await loadSync;
      await settled(page);
      await expect(alertOf(page, code)).toHaveCount(0);
      // Applying the stored choice records it in the cart state, which is no change for the cart sync.
      expect(cartSyncs).toBe(1);
      // The provider's id is kept: the browser registers once, not on every visit.
      expect(tracking.recommendationRequests()).toBe(1);
    },
  );
}

// The settings work alike in every storefront, in its own words (tests/unit/messages.test.ts): they
// run in one (decision 0072).
test('nl: settings: necessary only is 1 for a day and loads nothing; ad personalization brings ad user data; the footer reopens them', async ({
  page,
  context,
}) => {
  const code: StorefrontCode = 'nl';
  const t = MESSAGES[code].consent;
  const tracking = await watchTracking(page);
  await page.goto(`${originOf(code)}/`);
  const alert = alertOf(page, code);
  await alert.getByRole('button', { name: t.settings }).click();
  await expect(alert.getByRole('heading', { name: t.settingsTitle })).toBeFocused();
  const necessary = alert.getByRole('switch', { name: t.purposes.necessary.name });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const purpose of ['adStorage', 'analyticsStorage', 'adPersonalization'] as const) {
    await expect(alert.getByRole('switch', { name: t.purposes[purpose].name })).not.toBeChecked();
  }
  expect(await violations(page)).toEqual([]);

  await alert.getByRole('button', { name: t.save }).click();
  await expect(alert).toBeHidden();
  expect(await consentCookie(context, code)).toEqual({ value: '1', days: 1 });
  await page.reload();
  await settled(page);
  await expect(alertOf(page, code)).toHaveCount(0);
  expect(tracking.tagRequests()).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  const footerLink = page.getByRole('contentinfo').getByRole('button', { name: t.footerLink });
  await footerLink.click();
  const settings = alertOf(page, code);
  await expect(settings.getByRole('heading', { name: t.settingsTitle })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(footerLink).toBeFocused();

  await footerLink.click();
  // The settings are open once their heading has focus: touching a switch before, the test once
  // saved the stored choice instead of the new one (phone, CI).
  await expect(settings.getByRole('heading', { name: t.settingsTitle })).toBeFocused();
  await settings.getByRole('switch', { name: t.purposes.adPersonalization.name }).check();
  await expect(settings.getByRole('switch', { name: t.purposes.adPersonalization.name })).toBeChecked();
  const tagLoaded = page.waitForRequest((request) => request.url().includes('/gtm.js'));
  await settings.getByRole('button', { name: t.save }).click();
  await expect(settings).toBeHidden();
  await expect(footerLink).toBeFocused();
  expect(await consentCookie(context, code)).toEqual({ value: '25', days: 30 });
  await tagLoaded;
  expect((await tracking.consentCommands()).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'granted', ad_user_data: 'granted' },
  ]);
  // Analytics stays denied: the recommendation provider is not told about this browser.
  expect(tracking.recommendationRequests()).toBe(0);
});
