/** Catalog pages list this many products per page. */
export const PRODUCTS_PER_PAGE = 24;

/** The `page` query as a page number; anything that is not a whole number from 1 is page 1. */
export function pageFromQuery(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || !/^\d{1,5}$/.test(first)) return 1;
  return Math.max(1, Number.parseInt(first, 10));
}

export function pageCount(total: number, perPage = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}
