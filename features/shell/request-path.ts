import { cspMode, routeOf } from '@/platform/routing/route-of';
import type { RouteEntry } from '@/platform/routing/route-table';
import { internalPathname } from '@/platform/routing/storefront-path';
import { cachedViewPathname } from '@/features/shell/routes/view-rewrite';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * What the proxy needs to know about a request's path before any route sees it.
 */

/**
 * The path as the shopper meant it, or null when it is no path of ours: percent-encoding that does
 * not decode, or a literal `%` after decoding (`%25`). No slug, route word or file name contains a
 * percent sign, and pages decode their params once more, so such a path could only ever crash a
 * render. Deciding on the decoded form also stops `/%6cisting-view` from reaching an internal route.
 */
export function shopperPathname(rawPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
  return decoded.includes('%') ? null : decoded;
}

/** Backend calls, our route handlers and files: no storefront routing, no page policy. */
export function isResourcePath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname === '/captuerr' || pathname.includes('.');
}

/**
 * Whether a storefront path (without locale prefix) with its query is answered by a page rendered
 * per request (platform/routing/route-table.ts): only those can carry a nonce, because a cached page is the
 * same bytes for everyone. The results of a searchable query are a cached view (decision 0014); only
 * the search page without one (no query, or too short) is rendered per request.
 */
export function isPerRequestPage(storefront: StorefrontCode, pathname: string, query: URLSearchParams): boolean {
  const route = pageRoute(storefront, pathname, query);
  return route !== null && cspMode(route) === 'per-request-page';
}

function pageRoute(storefront: StorefrontCode, pathname: string, query: URLSearchParams): RouteEntry | null {
  const internal = internalPathname(storefront, pathname);
  return routeOf(cachedViewPathname(internal, query) ?? internal);
}

/**
 * The route pattern that answers a storefront path, as logs and metrics name it (decision 0045):
 * never the path itself, so a made-up path adds no label; null for files and paths no route answers.
 */
export function routePattern(storefront: StorefrontCode, pathname: string, query: URLSearchParams): string | null {
  return (isResourcePath(pathname) ? routeOf(pathname) : pageRoute(storefront, pathname, query))?.path ?? null;
}
