import type { CartItem, ProductListing } from '@/platform/api/types';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';

/** docs/product/cart.md, CART-2: the upsell modal closes itself after 3000 ms. */
export const UPSELL_AUTO_CLOSE_MS = 3000;

/**
 * An accessory offered for a product just added, as its cart line (docs/product/cart.md, CART-25): the
 * accessories panel and the upsell offer both mark it with the added product's id, so the backend
 * sees one meaning of `accessory_id` whichever way the shopper took it.
 */
export function accessoryLine(accessory: ProductListing, addedProductId: number): CartItem {
  return { ...cartItemFromProduct(accessory), accessory_id: addedProductId };
}
