import type { CategoryRef, ProductListing, SearchHint } from '@/platform/api/types';

/** How many of each kind the typeahead shows, and how many popular products under 2 characters. */
export const SUGGESTION_LIMITS = { hints: 4, categories: 4, products: 6 } as const;
export const POPULAR_LIMIT = 6;

/** What the typeahead got for one term; a failed call left its part empty (docs/product/search.md, SRCH-5). */
export interface SearchAnswer {
  query: string;
  hints: SearchHint[];
  products: ProductListing[];
  categories: CategoryRef[];
  /** All matching products (`x-be-records`), beyond the few shown. */
  total: number;
}

export type SuggestionOption =
  | { kind: 'hint'; key: string; hint: SearchHint }
  | { kind: 'category'; key: string; category: CategoryRef }
  | { kind: 'product'; key: string; product: ProductListing }
  | { kind: 'all'; key: string; query: string; total: number };

export type SuggestionGroupName = 'hints' | 'categories' | 'products' | 'popular' | 'all';

export interface SuggestionGroup {
  name: SuggestionGroupName;
  options: SuggestionOption[];
}

export interface Suggestions {
  groups: SuggestionGroup[];
  /** Every option in display order: what the arrow keys walk through. */
  options: SuggestionOption[];
}

export const NO_SUGGESTIONS: Suggestions = { groups: [], options: [] };

function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => string | number): T[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function suggestions(groups: SuggestionGroup[]): Suggestions {
  const kept = groups.filter((group) => group.options.length > 0);
  return { groups: kept, options: kept.flatMap((group) => group.options) };
}

/** A hint's url must be a path on this storefront ("/kategori/..."): never another origin or a script. */
export function isStorefrontPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url) && ![...url].some((char) => char.charCodeAt(0) <= 0x20);
}

/**
 * The typeahead's groups for a search answer: hints, then categories (without those a hint already
 * links to), then products, then "all N results" when there are more products than shown.
 */
export function groupSearchAnswer(answer: SearchAnswer, limits = SUGGESTION_LIMITS): Suggestions {
  const hints = uniqueBy(
    answer.hints.filter((hint) => isStorefrontPath(hint.url)),
    (hint) => hint.url,
  ).slice(0, limits.hints);
  const hintUrls = hints.map((hint) => hint.url.replace(/\/+$/, ''));
  const categories = uniqueBy(answer.categories, (category) => category.id)
    .filter((category) => !hintUrls.some((url) => url.endsWith(`/${category.uri}`)))
    .slice(0, limits.categories);
  const products = uniqueBy(answer.products, (product) => product.id).slice(0, limits.products);
  const total = Math.max(answer.total, products.length);
  return suggestions([
    { name: 'hints', options: hints.map((hint) => ({ kind: 'hint', key: `hint-${hint.id}`, hint })) },
    { name: 'categories', options: categories.map((category) => ({ kind: 'category', key: `category-${category.id}`, category })) },
    { name: 'products', options: products.map((product) => ({ kind: 'product', key: `product-${product.id}`, product })) },
    { name: 'all', options: total > products.length ? [{ kind: 'all', key: 'all', query: answer.query, total }] : [] },
  ]);
}

/** The typeahead under 2 characters: the popular products. */
export function groupPopular(products: readonly ProductListing[], limit = POPULAR_LIMIT): Suggestions {
  const shown = uniqueBy(products, (product) => product.id).slice(0, limit);
  return suggestions([{ name: 'popular', options: shown.map((product) => ({ kind: 'product', key: `product-${product.id}`, product })) }]);
}
