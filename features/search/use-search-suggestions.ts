'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { fetchPopularProducts, fetchSearchHints, searchProducts } from '@/platform/api/calls/search';
import { SEARCH_DEBOUNCE_MS, searchableQuery } from '@/features/search/search-query';
import {
  groupPopular,
  groupSearchAnswer,
  NO_SUGGESTIONS,
  POPULAR_LIMIT,
  SUGGESTION_LIMITS,
  type SearchAnswer,
  type Suggestions,
} from '@/features/search/suggestions';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** `value`, once it has stayed the same for `ms`. */
function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Products, categories and hints for one term. Never throws: a failed call leaves its part empty
 * (docs/product/search.md, SRCH-5), and `null` means both calls failed, so the popup shows nothing at all.
 */
async function fetchSearchAnswer(storefront: StorefrontCode, query: string): Promise<SearchAnswer | null> {
  const [found, hints] = await Promise.all([searchProducts(storefront, { query, limit: SUGGESTION_LIMITS.products }), fetchSearchHints(storefront, query)]);
  if (!found.ok && !hints.ok) return null;
  return {
    query,
    hints: hints.ok ? hints.data : [],
    products: found.ok ? found.data.products : [],
    categories: found.ok ? found.data.categories : [],
    total: found.ok ? found.data.total : 0,
  };
}

/**
 * A failed typeahead call. Nothing shows it: it only keeps the failure out of the cache, so the next
 * focus or keystroke asks again.
 */
class SilentFailure extends Error {
  constructor() {
    super('search call failed (swallowed)');
  }
}

async function orThrow<T>(answer: Promise<T | null>): Promise<T> {
  const value = await answer;
  if (value === null) throw new SilentFailure();
  return value;
}

export interface SearchSuggestionsView {
  /** `popular` under 2 trimmed characters, else `search`. */
  mode: 'popular' | 'search';
  suggestions: Suggestions;
  /** The term the shown search answer is for; null before the first answer (or in popular mode). */
  answeredQuery: string | null;
}

/**
 * What the typeahead shows for the text in the field. A search starts 250 ms after the last
 * keystroke and only with 2+ trimmed characters. Answers are cached under their own term, so a
 * late answer for an older term can never replace the one for the term now in the field.
 */
export function useSearchSuggestions(value: string, open: boolean): SearchSuggestionsView {
  const { storefront } = useShop();
  const current = searchableQuery(value);
  const term = useDebouncedValue(current, SEARCH_DEBOUNCE_MS);

  const search = useQuery({
    queryKey: ['search-suggestions', storefront.code, term],
    queryFn: () => orThrow(fetchSearchAnswer(storefront.code, term ?? '')),
    enabled: term !== null,
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const popular = useQuery({
    queryKey: ['search-popular', storefront.code],
    queryFn: async () => {
      const result = await fetchPopularProducts(storefront.code, POPULAR_LIMIT);
      if (!result.ok) throw new SilentFailure();
      return result.data.products;
    },
    enabled: open && current === null,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const popularSuggestions = useMemo(() => (popular.data ? groupPopular(popular.data) : NO_SUGGESTIONS), [popular.data]);
  const answer = term === null ? null : search.data;
  const searchSuggestions = useMemo(() => (answer ? groupSearchAnswer(answer) : NO_SUGGESTIONS), [answer]);
  const answeredQuery = answer?.query ?? null;
  // The same view object while nothing changed: the combobox is told of each new one.
  return useMemo(
    () =>
      current === null
        ? { mode: 'popular', suggestions: popularSuggestions, answeredQuery: null }
        : { mode: 'search', suggestions: searchSuggestions, answeredQuery },
    [current, popularSuggestions, searchSuggestions, answeredQuery],
  );
}
