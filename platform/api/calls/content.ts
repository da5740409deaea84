import { backendPath, slugPath } from '@/platform/api/backend-path';
import { cachePolicy } from '@/platform/cache/cache-policy';
import { request } from '@/platform/api/request';
import type { WidgetSlug } from '@/platform/api/vocabulary';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** GET /api/current-deal. */
export function fetchCurrentDeal(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/current-deal`,
    schema: 'currentDealSchema',
    cache: cachePolicy('deal', storefront),
  });
}

/** GET /api/widget-by-slug/{slug}: CMS HTML for the layout. Sanitise before render. */
export function fetchWidget(storefront: StorefrontCode, slug: WidgetSlug) {
  return request({
    storefront,
    path: backendPath`/api/widget-by-slug/${slug}`,
    schema: 'widgetSchema',
    cache: cachePolicy('widgets', storefront),
  });
}

/**
 * GET /api/review-summary (proposed, decision 0037): the store's rating at its review provider, for
 * the footer (docs/product/chrome.md, CHR-19); 404 where the storefront has none. Cached as the
 * layout's widgets are: a purge of `widgets:<storefront>` brings a new rating at once.
 */
export function fetchReviewSummary(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/review-summary`,
    schema: 'reviewSummarySchema',
    cache: cachePolicy('widgets', storefront),
  });
}

/** GET /api/strings: backend-provided translation strings, merged over messages/<locale>.json. */
export function fetchStrings(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/strings`,
    schema: 'stringsSchema',
    cache: cachePolicy('strings', storefront),
  });
}

/** A generic content page by its slug path. */
export function fetchContentPage(storefront: StorefrontCode, contentSlug: string) {
  return request({
    storefront,
    path: backendPath`/api/pages/${slugPath(contentSlug)}`,
    schema: 'contentPageSchema',
    cache: cachePolicy('content', storefront),
  });
}

/**
 * The editors' unpublished draft of a content page, for the preview page only. Never cached: an
 * entry of its own would keep a draft after the editor changed it again, and one under the
 * published page's tags could end up served as the published page.
 */
export function fetchContentPageDraft(storefront: StorefrontCode, contentSlug: string) {
  return request({
    storefront,
    path: backendPath`/api/page-drafts/${slugPath(contentSlug)}`,
    schema: 'contentPageSchema',
  });
}
