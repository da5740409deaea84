import { cachePolicy } from '@/lib/api/cache-policy';
import { request } from '@/lib/api/request';
import * as s from '@/lib/api/schemas';
import type { StorefrontCode } from '@/lib/storefronts';

/** GET /api/current-deal. */
export function fetchCurrentDeal(storefront: StorefrontCode) {
  return request({
    storefront,
    path: '/api/current-deal',
    schema: s.currentDealSchema,
    cache: cachePolicy('deal', storefront),
  });
}

/** GET /api/widget-by-slug/{slug}: CMS HTML for the layout. Sanitise before render. */
export function fetchWidget(storefront: StorefrontCode, slug: s.WidgetSlug) {
  return request({
    storefront,
    path: `/api/widget-by-slug/${slug}`,
    schema: s.widgetSchema,
    cache: cachePolicy('widgets', storefront),
  });
}

/** GET /api/strings: backend-provided translation strings, merged over messages/<locale>.json. */
export function fetchStrings(storefront: StorefrontCode) {
  return request({
    storefront,
    path: '/api/strings',
    schema: s.stringsSchema,
    cache: cachePolicy('strings', storefront),
  });
}

/** A generic content page by its slug path. */
export function fetchContentPage(storefront: StorefrontCode, slugPath: string) {
  return request({
    storefront,
    path: `/api/pages/${slugPath.split('/').map(encodeURIComponent).join('/')}`,
    schema: s.contentPageSchema,
    cache: cachePolicy('content', storefront),
  });
}
