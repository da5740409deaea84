/**
 * Visitor history lists (docs/product/catalog.md, CAT-11 and CAT-12): recently viewed products (newest first, unique by
 * sku, at most 5) and breadcrumb history (last 5 entries, a repeat of the same target skipped).
 */
export const RECENTLY_VIEWED_MAX = 5;
export const BREADCRUMB_HISTORY_MAX = 5;

export interface HistoryItem {
  sku: string;
  /** main_sku, what recommendations are asked for. */
  mainSku: string;
  slug: string;
  name: string;
  images: string[];
  thumb: { url: string; width: number; height: number };
}

export function rememberViewed(list: readonly HistoryItem[], item: HistoryItem): HistoryItem[] {
  return [item, ...list.filter((entry) => entry.sku !== item.sku)].slice(0, RECENTLY_VIEWED_MAX);
}

export interface BreadcrumbEntry {
  label: string;
  path: string;
}

export function rememberBreadcrumb(list: readonly BreadcrumbEntry[], entry: BreadcrumbEntry): BreadcrumbEntry[] {
  if (list.at(-1)?.path === entry.path) return [...list];
  return [...list, entry].slice(-BREADCRUMB_HISTORY_MAX);
}
