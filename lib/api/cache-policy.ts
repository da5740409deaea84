import type { StorefrontCode } from '@/lib/storefronts';

/**
 * The one place that says how long each backend read may be served from Next's data cache, and
 * under which tags it can be purged. Per-visitor calls (cart, coupons, auth, orders) are never here.
 */
export const CACHE_SECONDS = {
  catalog: 300,
  categories: 3600,
  widgets: 300,
  strings: 3600,
  deal: 300,
  content: 3600,
} as const;

export type CacheArea = keyof typeof CACHE_SECONDS;

export interface CachePolicy {
  revalidate: number;
  tags: string[];
}

export function cachePolicy(area: CacheArea, storefront: StorefrontCode): CachePolicy {
  return { revalidate: CACHE_SECONDS[area], tags: [`${area}`, `${area}:${storefront}`] };
}
