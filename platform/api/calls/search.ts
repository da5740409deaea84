import { backendPath } from '@/platform/api/backend-path';
import { cachePolicy, type CachePolicy } from '@/platform/cache/cache-policy';
import { withRecordCount } from '@/platform/api/calls/headers';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

export const SEARCH_PROVIDER = 'retail-personalisation';
const UPSELL_FETCH_LIMIT = 4;

export interface SearchQuery {
  query: string;
  page?: number;
  limit?: number;
  /** Bypass the provider's cache (`nc`). */
  noCache?: boolean;
  /** Include categories in the answer (`co`). */
  categoriesOnly?: boolean;
  /** Proposed: only products made for this phone model (docs/product/devices.md, DEV-3). */
  phoneModel?: string;
}

/**
 * GET /api/products with a query: products and categories; `total` from `x-be-records`. Uncached
 * unless a policy is given (the results page's `searchCachePolicy`).
 */
export async function searchProducts(storefront: StorefrontCode, q: SearchQuery, cache?: CachePolicy) {
  return withRecordCount(
    await request({
      storefront,
      path: backendPath`/api/products`,
      query: {
        query: q.query,
        page: q.page,
        limit: q.limit,
        nc: q.noCache ? 1 : undefined,
        co: q.categoriesOnly ? 1 : undefined,
        phone_model: q.phoneModel,
        provider: SEARCH_PROVIDER,
      },
      schema: 'productSearchSchema',
      cache,
    }),
  );
}

/** GET /api/products with popular: the shop's most popular products. */
export function fetchPopularProducts(storefront: StorefrontCode, limit: number, inStock = true) {
  return request({
    storefront,
    path: backendPath`/api/products`,
    query: { limit, in_stock: inStock ? 1 : 0, popular: 1, nc: 1 },
    schema: 'productSearchSchema',
    cache: cachePolicy('catalog', storefront),
  });
}

/** GET /api/products with upselling_id: up to 4 upsell candidates for a product. */
export function fetchUpsellCandidates(storefront: StorefrontCode, productId: number) {
  return request({
    storefront,
    path: backendPath`/api/products`,
    query: { limit: UPSELL_FETCH_LIMIT, nc: 1, upselling_id: productId, in_stock: 1 },
    schema: 'productSearchSchema',
  });
}

/** GET /api/search-triggers: curated hints for what the shopper typed; uncached unless a policy is given. */
export function fetchSearchHints(storefront: StorefrontCode, query: string, cache?: CachePolicy) {
  return request({ storefront, path: backendPath`/api/search-triggers`, query: { query }, schema: 'searchHintsSchema', cache });
}

export interface RecommendationQuery {
  /** main_sku of the products in the viewing history. */
  skus: string[];
  userId?: string | number | null;
  productBoxId?: string | null;
}

/** POST /api/product-recommendations. */
export function fetchRecommendations(storefront: StorefrontCode, q: RecommendationQuery) {
  return request({
    storefront,
    path: backendPath`/api/product-recommendations`,
    method: 'POST',
    body: { sku: q.skus, user_id: q.userId ?? null, product_box_id: q.productBoxId ?? null },
    schema: 'productListingsSchema',
  });
}

/** GET /api/products/{id}/purchase-settings: the numbers behind "viewed recently" and "bought today". */
export function fetchPurchaseSettings(storefront: StorefrontCode, productId: number) {
  return request({
    storefront,
    path: backendPath`/api/products/${productId}/purchase-settings`,
    schema: 'purchaseSettingsSchema',
  });
}

/** GET /api/products/{id}/upselling: truthy data means upselling exists. */
export function fetchHasUpselling(storefront: StorefrontCode, productId: number) {
  return request({
    storefront,
    path: backendPath`/api/products/${productId}/upselling`,
    schema: 'upsellingSchema',
  });
}
