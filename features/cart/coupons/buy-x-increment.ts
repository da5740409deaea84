import type { CartItem, Coupon } from '@/platform/api/types';
import { percentOf } from '@/platform/money/money';

/**
 * Buy-x-increment coupons (docs/product/cart.md, CART-27): the more pieces, the larger the percent.
 * From `quantity_interval` pieces the percent is `percentage_interval`; every `quantity_increment`
 * pieces more add `percentage_increment`, up to `percentage_total`. Worked out from the cart's own
 * quantities, so a changed quantity shows its step at once, as percentage coupons do.
 */

const positive = (value: number | null | undefined): number => (value != null && Number.isFinite(value) && value > 0 ? value : 0);

export function isBuyXIncrementCoupon(coupon: Coupon): boolean {
  return positive(coupon.quantity_interval) > 0;
}

/** The percent `quantity` pieces earn, 0 below the first step. */
export function buyXIncrementPercent(coupon: Coupon, quantity: number): number {
  const interval = positive(coupon.quantity_interval);
  if (interval === 0 || quantity < interval) return 0;
  const increment = positive(coupon.quantity_increment);
  const steps = increment === 0 ? 0 : Math.floor((quantity - interval) / increment);
  const percent = positive(coupon.percentage_interval) + steps * positive(coupon.percentage_increment);
  const cap = coupon.percentage_total == null ? 100 : positive(coupon.percentage_total);
  return Math.min(percent, cap, 100);
}

/** The lines the coupon counts and discounts: every line for a whole-order coupon, else the affected products'. Lines a coupon added are no purchase. */
function linesInScope(coupon: Coupon, lines: readonly CartItem[]): CartItem[] {
  const affected = new Set(coupon.all_affected_items);
  return lines.filter((line) => !line.added_by_coupon && (coupon.whole_order || affected.has(line.product_id)));
}

/** The coupon's total in minor units: its percent of each line in scope, rounded per line. */
export function buyXIncrementDiscount(coupon: Coupon, lines: readonly CartItem[]): number {
  const scope = linesInScope(coupon, lines);
  const percent = buyXIncrementPercent(
    coupon,
    scope.reduce((sum, line) => sum + line.quantity, 0),
  );
  return percent === 0 ? 0 : scope.reduce((sum, line) => sum + percentOf(line.price * line.quantity, percent), 0);
}
