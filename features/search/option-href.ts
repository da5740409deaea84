import { fillHref, withQuery, type RouteHrefs } from '@/platform/i18n/href-template';
import type { SuggestionOption } from '@/features/search/suggestions';

/** The results page for a query: `/sok?q=...` on sv, `/searchresults?q=...` elsewhere. */
export function resultsHref(hrefs: RouteHrefs, query: string): string {
  return withQuery(hrefs.search, { q: query });
}

/** Where a typeahead option leads. Hint urls are storefront-relative paths from the backend. */
export function optionHref(hrefs: RouteHrefs, option: SuggestionOption): string {
  switch (option.kind) {
    case 'hint':
      return option.hint.url;
    case 'category':
      return fillHref(hrefs.category, option.category.uri);
    case 'product':
      return fillHref(hrefs.product, option.product.slug);
    case 'all':
      return resultsHref(hrefs, option.query);
  }
}
