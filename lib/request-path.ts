import { ROUTE_WORDS } from '@/lib/i18n/route-words';
import { searchTerm } from '@/lib/search-query';
import type { StorefrontCode } from '@/lib/storefronts';

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
 * The sections rendered per request (`dynamic = 'force-dynamic'`, held by a test): only these can
 * carry a nonce, because a cached page is the same bytes for everyone.
 */
export const PER_REQUEST_SECTIONS = ['checkout', 'my-account', 'my-order', 'track-order', 'unsubscribe', 'newsletter', 'page-preview', 'search'] as const;

/**
 * Whether a storefront path (without locale prefix) with its query is a page rendered per request.
 * The results of a searchable query are a cached view (decision 0014); only the search page without
 * one (no query, or too short) is rendered per request.
 */
export function isPerRequestPage(storefront: StorefrontCode, pathname: string, query: URLSearchParams): boolean {
  const section = pathname.split('/')[1] ?? '';
  if (section === ROUTE_WORDS.search[storefront]) return searchTerm(query.get('q')) === null;
  return PER_REQUEST_SECTIONS.some((name) => name !== 'search' && name === section);
}
