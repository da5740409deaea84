/** SPEC.md sections 5 and 9: search needs at least 2 trimmed characters; typing waits 250 ms. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

/** The query to search for, or null when it is too short to search (or go to the results page). */
export function searchableQuery(value: string | string[] | null | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return null;
  const trimmed = first.trim().replace(/\s+/g, ' ').slice(0, 100);
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}
