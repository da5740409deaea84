import type { CartItem, ProductListing } from '@/platform/api/types';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';

/**
 * A product offered beside another on its page, as its cart line (docs/product/cart.md, CART-26):
 * marked with that product's id in `cross_selling_product_id`, so it never merges (`CART-3`) and its
 * quantity stays as added (`CART-6`).
 */
export function crossSellingLine(offered: ProductListing, forProductId: number): CartItem {
  return { ...cartItemFromProduct(offered), cross_selling_product_id: forProductId };
}
