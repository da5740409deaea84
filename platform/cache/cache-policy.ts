import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The one place that says how long each backend read may be served from Next's data cache, and
 * under which tags it can be purged. Per-visitor calls (cart, coupons, auth, orders) are never here,
 * nor are the editors' drafts of content pages (`fetchContentPageDraft`), which are read afresh on
 * every preview.
 *
 * Stale on error (docs/decisions/0006): a read a cached page is built from (menu, brands, footer,
 * listing, product, content) never becomes content when it fails. The render
 * throws (`platform/api/shaping-read.ts`): a page regenerated in the background keeps its last good
 * version, a purged page answers the request that renders it again 500 and keeps its last good
 * version for the next, and a page never rendered before answers 500, uncached, until the backend
 * answers again.
 * The swallowed reads (deal, store message; docs/product/errors.md, ERR-6) fall back to their last good answer instead
 * (`platform/api/swallowed-reads.ts`). 404s and failed reads are never stored (`platform/cache/lru-page-cache.mjs`).
 */
export const CACHE_SECONDS = {
  catalog: 300,
  categories: 3600,
  widgets: 300,
  strings: 3600,
  deal: 300,
  content: 3600,
  search: 300,
} as const;

export type CacheArea = keyof typeof CACHE_SECONDS;

export interface CachePolicy {
  revalidate: number;
  tags: string[];
}

export function cachePolicy(area: CacheArea, storefront: StorefrontCode): CachePolicy {
  return { revalidate: CACHE_SECONDS[area], tags: [`${area}`, `${area}:${storefront}`] };
}

/**
 * The results page's reads: tagged `search`, which keeps them, and the pages built from them, in a
 * bounded share of the page cache of their own (decision 0014), and `catalog` as well, since they
 * show prices and stock, which a catalog purge must refresh.
 */
export function searchCachePolicy(storefront: StorefrontCode): CachePolicy {
  const own = cachePolicy('search', storefront);
  return { revalidate: own.revalidate, tags: [...cachePolicy('catalog', storefront).tags, ...own.tags] };
}

/** Every tag a cached read carries: each area, and each area in each storefront (`catalog:sv`). */
export const CACHE_TAGS: readonly string[] = (Object.keys(CACHE_SECONDS) as CacheArea[]).flatMap((area) => [
  area,
  ...STOREFRONT_CODES.map((code) => `${area}:${code}`),
]);
