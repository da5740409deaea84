import { CACHE_SECONDS } from '@/platform/cache/cache-policy';
import { getPathname } from '@/platform/i18n/navigation';
import { robotsTxt, sitemapIndexUrl, requestStorefront, textResponse } from '@/features/seo';

/** Per-visitor and endless pages: nothing for a search engine (docs/product/chrome.md, CHR-17). */
const PRIVATE_ROUTES = ['/search', '/checkout', '/my-account', '/my-order', '/track-order', '/page-preview', '/unsubscribe'] as const;

export function GET(request: Request): Response {
  const storefront = requestStorefront(request);
  const body = robotsTxt({
    disallow: PRIVATE_ROUTES.map((href) => getPathname({ locale: storefront, href })),
    sitemap: sitemapIndexUrl(storefront),
  });
  return textResponse(body, 'text/plain', CACHE_SECONDS.categories);
}
