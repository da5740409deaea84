import { getPathname } from '@/platform/i18n/navigation';
import type { SuggestionOption } from '@/features/search/suggestions';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The results page for a query: `/sok?q=...` on sv, `/searchresults?q=...` elsewhere. */
export function resultsHref(locale: StorefrontCode, query: string): string {
  return getPathname({ locale, href: { pathname: '/search', query: { q: query } } });
}

/** Where a typeahead option leads. Hint urls are storefront-relative paths from the backend. */
export function optionHref(locale: StorefrontCode, option: SuggestionOption): string {
  switch (option.kind) {
    case 'hint':
      return option.hint.url;
    case 'category':
      return getPathname({ locale, href: { pathname: '/category/[...path]', params: { path: option.category.uri.split('/') } } });
    case 'product':
      return getPathname({ locale, href: { pathname: '/product/[slug]', params: { slug: option.product.slug } } });
    case 'all':
      return resultsHref(locale, option.query);
  }
}
