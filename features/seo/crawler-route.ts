import { CACHE_SECONDS } from '@/platform/cache/cache-policy';
import { requestHost } from '@/platform/http/request-origin';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Shared by the robots.txt and sitemap route handlers. They live outside `[locale]` (proxy.ts skips
 * paths with a dot), so the storefront comes from the host the way the proxy decides it.
 */

export function requestStorefront(request: Request): StorefrontCode {
  return storefrontFromRequest(requestHost(request.headers), new URL(request.url).pathname).storefront;
}

/**
 * A crawler-facing text answer. The handlers read the host and so run per request; shared caches keep
 * the answer as long as the catalog reads behind it are cached, keyed by host as every URL is.
 */
export function textResponse(body: string, contentType: string, maxAgeSeconds: number): Response {
  return new Response(body, {
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'cache-control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`,
    },
  });
}

/** The catalog could not be read: crawlers retry later instead of dropping the URLs. */
export function unavailable(): Response {
  return new Response('Service unavailable', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(CACHE_SECONDS.catalog), 'cache-control': 'no-store' },
  });
}
