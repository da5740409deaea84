/** docs/product/cart.md, CART-2: the upsell modal closes itself after 3000 ms. */
export const UPSELL_AUTO_CLOSE_MS = 3000;
