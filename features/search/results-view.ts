import { isPhoneModelSlug } from '@/features/catalog';
import { searchTerm } from '@/features/search/search-query';

/**
 * A search results page as a cached page of its own (decision 0014). Shoppers keep
 * `/sok?q=iPhone+8&page=2`; the proxy rewrites it to an internal route that carries the normalised
 * term and the page in its path (`/sv/search-view/2/aXBob25lIDg`, features/shell/routes/view-rewrite.ts), so
 * each asked-before query is served from the page cache instead of being rendered per request.
 * Narrowed to a phone model (`&phone_model=iphone-13`, docs/product/devices.md, DEV-3), the page
 * segment carries it as a listing's does: `2~iphone-13`.
 */
export interface SearchView {
  term: string;
  page: number;
  phoneModel?: string;
}

/** The internal route segment; never reachable from outside (see `isInternalSearchPath`). */
export const SEARCH_VIEW_SEGMENT = 'search-view';

/** base64url: a term holds any character, a path segment only these. */
const TERM_SEGMENT = /^[A-Za-z0-9_-]{1,600}$/;
const PAGE_SEGMENT = /^([1-9]\d{0,4})(?:~(.*))?$/;

export function searchViewSegments(view: SearchView): [page: string, term: string] {
  const page = view.phoneModel ? `${view.page}~${view.phoneModel}` : String(view.page);
  return [page, Buffer.from(view.term, 'utf8').toString('base64url')];
}

/**
 * The view two path segments name, or null for segments the proxy never writes: only a term in its
 * normal form, so that each search has exactly one page in the cache.
 */
export function searchViewFromSegments(page: string, term: string): SearchView | null {
  const pageMatch = PAGE_SEGMENT.exec(safeDecode(page) ?? '');
  if (!pageMatch?.[1] || !TERM_SEGMENT.test(term)) return null;
  const decoded = Buffer.from(term, 'base64url').toString('utf8');
  if (searchTerm(decoded) !== decoded || searchViewSegments({ term: decoded, page: 1 })[1] !== term) return null;
  const view = { term: decoded, page: Number.parseInt(pageMatch[1], 10) };
  const phoneModel = pageMatch[2];
  if (phoneModel === undefined) return view;
  return isPhoneModelSlug(phoneModel) ? { ...view, phoneModel } : null;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether a path, as the shopper typed it, reaches into the internal search route. */
export function isInternalSearchPath(pathname: string): boolean {
  return pathname === `/${SEARCH_VIEW_SEGMENT}` || pathname.startsWith(`/${SEARCH_VIEW_SEGMENT}/`);
}
