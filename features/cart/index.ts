/** The cart feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { addLinesToCart } from '@/features/cart/add-lines';
export { AddToCartButton } from '@/features/cart/AddToCartButton';
export { upsellOfferIsland, upsellingPanelIsland } from '@/features/cart/cart-islands';
export { cartItemFromProduct, cartItemFromVariation, needsProductPage } from '@/features/cart/cart-item-from-product';
export { toCartItemPayload } from '@/features/cart/cart-payload';
export { createCartSlice, emptyCart } from '@/features/cart/cart-slice';
export type { Cart, CartSlice } from '@/features/cart/cart-slice';
export { CartButton } from '@/features/cart/CartButton';
export { CouponForm } from '@/features/cart/coupons/CouponForm';
export { discountCodeFromQuery, isValidDiscountCode } from '@/features/cart/coupons/discount-code';
export { resolveDiscountLink } from '@/features/cart/coupons/discount-link';
export { createDiscountSlice } from '@/features/cart/coupons/discount-slice';
export type { DiscountSlice } from '@/features/cart/coupons/discount-slice';
export { coerceQuantity } from '@/features/cart/quantity';
export { CartSync } from '@/features/cart/sync/CartSync';
export { useCart } from '@/features/cart/use-cart';
export { VatSwitch } from '@/features/cart/VatSwitch';
