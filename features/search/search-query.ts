/** docs/product/search.md, SRCH-1 and SRCH-2: search needs at least 2 trimmed characters; typing waits 250 ms. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

/** The query to search for, or null when it is too short to search (or go to the results page). */
export function searchableQuery(value: string | string[] | null | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return null;
  // The cut at 100 never splits a character written as two UTF-16 units (an emoji) nor leaves a space
  // at the end, so that the query it gives is its own normal form.
  const trimmed = first
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 100)
    .replace(/[\uD800-\uDBFF]$/, '')
    .trimEnd();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}

/**
 * The query as the search reads it: searchable, and lower-case because the search ignores case. Every
 * way of writing the same search (`iPhone  8`, `iphone 8`) is one results page and one cached answer.
 */
export function searchTerm(value: string | string[] | null | undefined): string | null {
  return searchableQuery(value)?.toLowerCase() ?? null;
}
