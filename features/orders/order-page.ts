import { ORDERS_PER_PAGE } from '@/platform/api/calls/orders';
import { pageCount } from '@/platform/routing/pagination';

export { pageFromQuery as orderPageFromQuery } from '@/platform/routing/pagination';

/** Pages of the account's order list; an account without orders still has one (empty) page. */
export function orderPageCount(total: number): number {
  return pageCount(total, ORDERS_PER_PAGE);
}

/** The page to send a visitor to when the one asked for is past the last; null when it exists. */
export function lastPageIfPast(page: number, total: number): number | null {
  const last = orderPageCount(total);
  return page > last ? last : null;
}

/** A numbered page link, or a gap between two of them. */
export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The numbered links of the pager: always the first and the last page, and the pages next to the
 * current one; longer runs between them become a gap. A gap of a single page shows that page instead.
 */
export function pageLinks(page: number, pages: number): PageLink[] {
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= pages));
  const links: PageLink[] = [];
  let previous = 0;
  for (const current of [...shown].sort((a, b) => a - b)) {
    if (current - previous === 2) links.push({ kind: 'page', page: previous + 1 });
    else if (current - previous > 2) links.push({ kind: 'gap', after: previous });
    links.push({ kind: 'page', page: current });
    previous = current;
  }
  return links;
}
