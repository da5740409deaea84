const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

export interface Page<T> {
  items: T[];
  /** Header with the total number of matches (before paging). */
  headers: { 'x-be-records': string };
}

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function pageSize(url: URL, fallback = DEFAULT_PAGE_SIZE): number {
  return Math.min(MAX_PAGE_SIZE, positiveInteger(url.searchParams.get('limit'), fallback));
}

/** `page` (from 1) and `limit` (default 24, or the endpoint's own) of the query applied to a list. */
export function paginate<T>(list: readonly T[], url: URL, defaultLimit = DEFAULT_PAGE_SIZE): Page<T> {
  const limit = pageSize(url, defaultLimit);
  const page = positiveInteger(url.searchParams.get('page'), 1);
  return {
    items: list.slice((page - 1) * limit, page * limit),
    headers: { 'x-be-records': String(list.length) },
  };
}

export function isTruthyFlag(value: string | null): boolean {
  return value === '1' || value === 'true';
}
