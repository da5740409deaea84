/**
 * Where the page goes after a route change (docs/product/chrome.md, CHR-13): to the top; with a q query
 * on a screen of 768px or less to 100px; with a page query and no phone_model to the product grid.
 */
export const SEARCH_SCROLL_MAX_WIDTH = 768;
export const SEARCH_SCROLL_TOP = 100;
/** Id of the product grid (features/catalog/ProductGrid.tsx PRODUCT_GRID_ANCHOR). */
export const GRID_ANCHOR_ID = 'products';

export type ScrollTarget = { kind: 'top'; top: 0 } | { kind: 'offset'; top: number } | { kind: 'anchor'; id: string };

export function scrollTargetAfterRouteChange(search: string | URLSearchParams, viewportWidth: number): ScrollTarget {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (query.get('q') && viewportWidth <= SEARCH_SCROLL_MAX_WIDTH) return { kind: 'offset', top: SEARCH_SCROLL_TOP };
  if (query.get('page') && !query.get('phone_model')) return { kind: 'anchor', id: GRID_ANCHOR_ID };
  return { kind: 'top', top: 0 };
}
