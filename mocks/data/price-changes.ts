import type { PriceSource } from '@/mocks/data/prices';
import type { CatalogProduct } from '@/mocks/data/products';

/**
 * Base prices in euros that tests set over `POST /__mock/prices`, by product id. Every storefront's
 * tiers are derived from the base price, so a change shows in all five, in every read of the
 * product. At most one per product: the catalog bounds the map.
 */
const changed = new Map<number, number>();

export function changePrice(product: CatalogProduct, euroPrice: number): void {
  changed.set(product.id, euroPrice);
}

export function clearPriceChanges(): void {
  changed.clear();
}

/** What the product's prices are built from: its seeded source, with a test's base price if one is set. */
export function priceSource(product: CatalogProduct): PriceSource {
  const euroPrice = changed.get(product.id);
  return euroPrice === undefined ? product.price : { ...product.price, euroPrice };
}
