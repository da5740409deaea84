import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The most skus one look-up asks for: the backend's bound, and what keeps its body small (mocks/README.md). */
export const SKU_LOOKUP_BATCH_SIZE = 50;

/**
 * POST /api/products-by-sku (proposed): what the storefront says of each sku, at most
 * SKU_LOOKUP_BATCH_SIZE of them. Never cached: stock and prices are read as the buyer types.
 */
export function lookUpSkus(storefront: StorefrontCode, skus: readonly string[]) {
  return request({ storefront, path: backendPath`/api/products-by-sku`, method: 'POST', body: { skus }, schema: 'skuLookupSchema' });
}
