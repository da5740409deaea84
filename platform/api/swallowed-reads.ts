import { fetchCurrentDeal, fetchReviewSummary, fetchWidget } from '@/platform/api/calls/content';
import { isNotFound, type ApiResult } from '@/platform/api/result';
import { shapingData } from '@/platform/api/shaping-read';
import type { CurrentDeal, ReviewSummary, Widget, WidgetSlug } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The reads whose failure docs/product/errors.md swallows (ERR-6) (deal, widgets, review summary) on a cached page. Silent for the
 * shopper, yet never cached as "none" (decision 0006): a failed read renders the last good answer
 * this server had for the same read, and only a server that never had one throws like a shaping read.
 * The start-up warm-up (server/warm-up.mjs) renders them first, so that is a server whose backend was down
 * since it started.
 */
const LAST_GOOD = Symbol.for('parts-storefront.last-good-reads');
type Store = Map<string, unknown>;

/** One store per server process: Next loads each route from a bundle of its own. */
function processStore(): Store {
  const holder = globalThis as typeof globalThis & { [LAST_GOOD]?: Store };
  holder[LAST_GOOD] ??= new Map();
  return holder[LAST_GOOD];
}

function lastGoodRead<T>(what: string) {
  return (key: string, result: ApiResult<T>): T | null => {
    const store = processStore();
    const slot = `${what}:${key}`;
    if (result.ok || isNotFound(result)) {
      const data = result.ok ? result.data : null;
      store.set(slot, data);
      return data;
    }
    // Only this reader writes slots named after `what`, always with a T or null.
    return store.has(slot) ? (store.get(slot) as T | null) : shapingData(result, what);
  };
}

const dealRead = lastGoodRead<CurrentDeal>('current deal');
const widgetRead = lastGoodRead<Widget>('layout widget');
const reviewSummaryRead = lastGoodRead<ReviewSummary>('review summary');

export async function currentDealOrLastGood(storefront: StorefrontCode): Promise<CurrentDeal | null> {
  return dealRead(storefront, await fetchCurrentDeal(storefront));
}

export async function widgetOrLastGood(storefront: StorefrontCode, slug: WidgetSlug): Promise<Widget | null> {
  return widgetRead(`${storefront}:${slug}`, await fetchWidget(storefront, slug));
}

/** The footer's review summary (docs/product/chrome.md, CHR-19): null where the storefront has none (404). */
export async function reviewSummaryOrLastGood(storefront: StorefrontCode): Promise<ReviewSummary | null> {
  return reviewSummaryRead(storefront, await fetchReviewSummary(storefront));
}
