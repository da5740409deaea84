import type { CartItem, Product, ProductBundle } from '@/platform/api/types';
import { cartItemFromProduct, needsProductPage } from '@/features/cart/cart-item-from-product';

/**
 * A bundle offered on a product's page as its cart lines (docs/product/cart.md, CART-29): the product
 * and each of the bundle's, one of each, every line marked with the bundle's `upselling_bundle_id`.
 * Null when the bundle cannot be bought as offered: it lists nothing, or one of its products is sold
 * out or is chosen by variation on its own page (`CAT-3`).
 */
export function bundleLines(product: Product, bundle: ProductBundle): CartItem[] | null {
  const members = [product, ...bundle.products];
  if (bundle.products.length === 0 || members.some((member) => needsProductPage(member) || member.stock_status === 'out-of-stock')) return null;
  return members.map((member) => ({ ...cartItemFromProduct(member), upselling_bundle_id: bundle.id }));
}

/**
 * The lines of one add of a bundle: each carries the same `unique_bundle_id`, new for every add, so
 * the cart and the backend tell two adds of the same bundle apart (decision 0043).
 */
export function oneBundle(lines: readonly CartItem[], uniqueId: string): CartItem[] {
  return lines.map((line) => ({ ...line, unique_bundle_id: uniqueId }));
}
