import type { CartItem, Coupon } from '@/platform/api/types';

/**
 * The client-side checks of a coupon (docs/product/cart.md, CART-15 to CART-17). A coupon that fails its check is
 * removed from the cart's coupons.
 *
 * Kinds, as the backend's fields tell them apart:
 * - a buy-x-get-y coupon has buy_x or get_y above 0;
 *   - it is a percentage coupon when discount_type_percentage is above 0,
 *   - otherwise it is a fixed-amount coupon;
 * - a customer-discount coupon is flagged customer_discount by the backend.
 * Plain coupons (a percentage_discount on groups or categories) have no client-side check: the
 * backend's `applied` decides for them.
 */

export const FIXED_AMOUNT_TYPE = 3;

function isPositive(value: number | null | undefined): boolean {
  return (value ?? 0) > 0;
}

export function isBuyXCoupon(coupon: Coupon): boolean {
  return isPositive(coupon.buy_x) || isPositive(coupon.get_y);
}

export function isPercentageCoupon(coupon: Coupon): boolean {
  return isBuyXCoupon(coupon) && isPositive(coupon.discount_type_percentage);
}

export function isFixedAmountCoupon(coupon: Coupon): boolean {
  return isBuyXCoupon(coupon) && !isPositive(coupon.discount_type_percentage);
}

/**
 * A percentage coupon holds while every affected item is in the cart and the matching quantity is
 * at least get_y (docs/product/cart.md, CART-15). Affected items are product ids; the matching quantity is the pieces of all cart lines of
 * those products together.
 */
export function isPercentageCouponValid(coupon: Coupon, lines: readonly CartItem[]): boolean {
  const affected = new Set(coupon.all_affected_items);
  const inCart = new Set(lines.map((line) => line.product_id));
  const everyAffectedInCart = [...affected].every((productId) => inCart.has(productId));
  const matchingQuantity = lines.filter((line) => affected.has(line.product_id)).reduce((sum, line) => sum + line.quantity, 0);
  return everyAffectedInCart && matchingQuantity >= (coupon.get_y ?? 0);
}

/** A fixed-amount coupon needs discount_type_value 3 and a buyx_free_amount (docs/product/cart.md, CART-15). */
export function isFixedAmountCouponValid(coupon: Coupon): boolean {
  return coupon.discount_type_value === FIXED_AMOUNT_TYPE && isPositive(coupon.buyx_free_amount);
}

/** docs/product/cart.md, CART-16: the buy-x-get-y offer shows only if buy_x, get_y and buyx_free_amount are all above 0. */
export function showsBuyXGetY(coupon: Coupon): boolean {
  return isPositive(coupon.buy_x) && isPositive(coupon.get_y) && isPositive(coupon.buyx_free_amount);
}

/** docs/product/cart.md, CART-17: a customer-discount coupon with a fixed amount is removed when the amount is 0 or less. */
export function isCustomerDiscountCouponRemovable(coupon: Coupon): boolean {
  return coupon.customer_discount && coupon.fixed_amount != null && coupon.fixed_amount <= 0;
}

export function passesCouponCheck(coupon: Coupon, lines: readonly CartItem[]): boolean {
  if (isCustomerDiscountCouponRemovable(coupon)) return false;
  if (isPercentageCoupon(coupon)) return isPercentageCouponValid(coupon, lines);
  if (isFixedAmountCoupon(coupon)) return isFixedAmountCouponValid(coupon);
  return true;
}
