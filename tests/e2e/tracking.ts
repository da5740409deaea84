import type { Page } from '@playwright/test';
import type { StorefrontCode } from './storefronts';

/** The container id `npm run build:e2e` gives each storefront (scripts/build-for-e2e.mjs). */
export const tagManagerId = (code: StorefrontCode) => `GTM-E2E${code.toUpperCase()}`;

const TAG_HOST = /^https:\/\/[^/]*googletagmanager\.com\//;

/**
 * Answers Google's tag host on this machine (an empty container: no tags, no requests of its own)
 * and keeps Playwright's log of what the page asked of it and of the recommendation provider.
 */
export async function watchTracking(page: Page) {
  const tagUrls: string[] = [];
  const hosts = new Set<string>();
  let recommendationPosts = 0;
  await page.route(TAG_HOST, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }));
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).origin);
    if (TAG_HOST.test(request.url())) tagUrls.push(request.url());
    if (request.url().includes('/api/recommendation-tracking') && request.method() === 'POST') recommendationPosts += 1;
  });
  return {
    tagRequests: () => [...tagUrls],
    /** Every origin the page has sent a request to so far. */
    requestedOrigins: () => [...hosts].sort(),
    recommendationRequests: () => recommendationPosts,
    /** Consent Mode's commands in the data layer (arguments objects, as `gtag()` pushes them). */
    consentCommands: () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .filter((entry): entry is IArguments => Object.prototype.toString.call(entry) === '[object Arguments]')
          .map((entry) => Array.from(entry)),
      ),
    storedRecommendationId: () =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('td02') ?? '{}') as { state?: { recommendationTrackingId?: string | null } }).state?.recommendationTrackingId ??
          null,
      ),
  };
}

export interface RecordedEvent {
  event: string;
  ecommerce: { transaction_id?: string; value?: number; items: { item_id: string; quantity: number }[] };
}

/**
 * Every e-commerce event the shop pushes, across page loads: the data layer lives in one page, so
 * each page's pushes are reported to the test as they happen.
 */
export async function recordCommerceEvents(page: Page): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  await page.exposeFunction('__recordCommerceEvent', (json: string) => events.push(JSON.parse(json) as RecordedEvent));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) {
        if (entry && typeof entry === 'object' && 'ecommerce' in entry && 'event' in entry) {
          void (window as unknown as { __recordCommerceEvent(json: string): Promise<void> }).__recordCommerceEvent(JSON.stringify(entry));
        }
      }
      return push(...entries);
    };
    window.dataLayer = layer;
  });
  return events;
}
