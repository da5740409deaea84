import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { CatalogProduct } from '@/mocks/data/products';

/**
 * What the batch sku look-up knows beyond the catalog (proposed `POST /api/products-by-sku`): skus
 * the shop once sold and no longer does, and catalog products one storefront does not sell. Only
 * the look-up reads this; listings, product pages and the cart sync sell every catalog product
 * everywhere, as before.
 */

/** Ten skus below the catalog's first (TDS10001), so no catalog size ever sells them. */
export const DISCONTINUED_SKUS: ReadonlySet<string> = new Set(Array.from({ length: 10 }, (_, index) => `TDS0999${index}`));

/** fi and nl do not sell products whose id ends in 13 (TDS10013, TDS10113, ...): a supplier that ships to neither. */
const UNSOLD_ID_ENDING = 13;
const WITHOUT_THE_SUPPLIER: ReadonlySet<StorefrontCode> = new Set(['fi', 'nl']);

export function soldIn(product: Pick<CatalogProduct, 'id'>, storefront: StorefrontCode): boolean {
  return !(WITHOUT_THE_SUPPLIER.has(storefront) && product.id % 100 === UNSOLD_ID_ENDING);
}
