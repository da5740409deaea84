import type { CartItem, Coupon } from '@/platform/api/types';
import { isInCouponCategories, type CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import { percentOf } from '@/platform/money/money';

/**
 * Discount amounts in minor units (docs/product/cart.md, CART-19; docs/product/account.md, ACC-15). A percentage discount is worked out per
 * cart line and rounded to a minor unit there (half away from zero), then the lines are summed: the
 * same amounts a receipt shows line by line.
 */

export interface DiscountCandidates {
  global: number;
  group: number;
  category: number;
  personal: number;
  buyX: number;
}

/** docs/product/cart.md, CART-19: the applied discount is the maximum of the global, group, category, personal and buy-x ones. */
export function bestDiscount(candidates: DiscountCandidates): number {
  return Math.max(0, candidates.global, candidates.group, candidates.category, candidates.personal, candidates.buyX);
}

/** A percent from outside (profile, coupon) as a usable one: out-of-range values clamp to 0..100. */
function usablePercent(percent: number | null | undefined): number {
  if (percent == null || !Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

function lineDiscount(line: CartItem, percent: number): number {
  return percentOf(line.price * line.quantity, percent);
}

/** A logged-in customer's personal discount: a percent per discount category, from the profile. */
export function personalDiscountForLines(lines: readonly CartItem[], discountsByCategory: Readonly<Record<string, number>>): number {
  return lines.reduce((total, line) => total + lineDiscount(line, usablePercent(discountsByCategory[String(line.discount_category)])), 0);
}

/**
 * Whether a percentage coupon reaches a line: in its groups, discount categories and catalog categories
 * (each when listed), not excluded.
 */
export function isLineCoveredByCoupon(coupon: Coupon, line: CartItem, categoryProducts: CouponCategoryProducts = {}): boolean {
  const inGroups = coupon.specific_groups.length === 0 || coupon.specific_groups.includes(line.group_id);
  const inCategories = coupon.specific_discount_categories.length === 0 || coupon.specific_discount_categories.includes(line.discount_category);
  return inGroups && inCategories && isInCouponCategories(coupon, line, categoryProducts) && !coupon.excluded_groups.includes(line.group_id);
}

export function couponDiscountForLines(coupon: Coupon, lines: readonly CartItem[], categoryProducts: CouponCategoryProducts = {}): number {
  const percent = usablePercent(coupon.percentage_discount);
  return lines.filter((line) => isLineCoveredByCoupon(coupon, line, categoryProducts)).reduce((total, line) => total + lineDiscount(line, percent), 0);
}
