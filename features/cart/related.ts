import type { CartItem, ProductListing } from '@/platform/api/types';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';

/**
 * A product listed as related to another on its page, as its cart line (docs/product/cart.md,
 * CART-28): marked with that product's id in `related_id`, so no later add merges into it (`CART-3`);
 * its quantity stays the shopper's to change (`CART-6`).
 */
export function relatedLine(related: ProductListing, toProductId: number): CartItem {
  return { ...cartItemFromProduct(related), related_id: toProductId };
}
