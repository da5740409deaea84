import { pageFromQuery } from '@/platform/routing/pagination';
import { isPhoneModelSlug, LISTING_VIEW_SEGMENT, listingViewSegment, type ListingView } from '@/features/catalog';
import { routeOf } from '@/platform/routing/route-of';
import type { ViewRewrite } from '@/platform/routing/route-table';
import { searchTerm, SEARCH_VIEW_SEGMENT, searchViewSegments } from '@/features/search';

/**
 * Where the proxy sends a page whose route table entry has a view rewrite: the internal path
 * next-intl rewrote the request to, moved to the view route when the query asks for more than the
 * plain page. Only the parameters the entry names count; anything else in the query is ignored.
 */

const INTERNAL_LISTING = /^\/(?<locale>[a-z]{2})\/(?<kind>[a-z]+)(?<rest>\/.+)$/;

function listingViewFromQuery(rewrite: ViewRewrite, query: URLSearchParams): ListingView {
  const page = rewrite.query.includes('page') ? pageFromQuery(query.get('page') ?? undefined) : 1;
  const model = rewrite.query.includes('phone_model') ? query.get('phone_model') : null;
  return model && isPhoneModelSlug(model) ? { page, phoneModel: model } : { page };
}

function listingView(rewrite: ViewRewrite, internalPathname: string, query: URLSearchParams): string | null {
  const { locale, kind, rest } = INTERNAL_LISTING.exec(internalPathname)?.groups ?? {};
  if (!locale || !kind || !rest) return null;
  const view = listingViewFromQuery(rewrite, query);
  if (view.page === 1 && !view.phoneModel) return null;
  return `/${locale}/${LISTING_VIEW_SEGMENT}/${listingViewSegment(view)}/${kind}${rest}`;
}

function searchView(rewrite: ViewRewrite, internalPathname: string, query: URLSearchParams): string | null {
  const locale = internalPathname.split('/')[1];
  const term = rewrite.query.includes('q') ? searchTerm(query.get('q')) : null;
  if (!locale || !term) return null;
  const page = rewrite.query.includes('page') ? pageFromQuery(query.get('page') ?? undefined) : 1;
  const model = rewrite.query.includes('phone_model') ? query.get('phone_model') : null;
  const [pageSegment, termSegment] = searchViewSegments(model && isPhoneModelSlug(model) ? { term, page, phoneModel: model } : { term, page });
  return `/${locale}/${SEARCH_VIEW_SEGMENT}/${pageSegment}/${termSegment}`;
}

/** The cached view a request is served from, or null when it is served from the route it names. */
export function cachedViewPathname(internalPathname: string, query: URLSearchParams): string | null {
  const rewrite = routeOf(internalPathname)?.rewrite;
  if (!rewrite) return null;
  return rewrite.view === 'listing' ? listingView(rewrite, internalPathname, query) : searchView(rewrite, internalPathname, query);
}

/** Page N or one phone model of a listing: `/sv/category/x?page=2` -> `/sv/listing-view/2/category/x`. Null: leave it alone. */
export function listingViewPathname(internalPathname: string, query: URLSearchParams): string | null {
  return routeOf(internalPathname)?.rewrite?.view === 'listing' ? cachedViewPathname(internalPathname, query) : null;
}

/** The results of a searchable query: `/sv/search?q=iPhone+8` -> `/sv/search-view/1/aXBob25lIDg`. Null: no query, or too short to search. */
export function searchViewPathname(internalPathname: string, query: URLSearchParams): string | null {
  return routeOf(internalPathname)?.rewrite?.view === 'search' ? cachedViewPathname(internalPathname, query) : null;
}
