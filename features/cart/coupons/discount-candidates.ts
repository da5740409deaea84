import type { CartItem, Coupon } from '@/platform/api/types';
import { buyXIncrementDiscount, isBuyXIncrementCoupon } from '@/features/cart/coupons/buy-x-increment';
import { isCategoryCoupon, type CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import { couponDiscountForLines, personalDiscountForLines, type DiscountCandidates } from '@/features/cart/coupons/discounts';
import { isBuyXCoupon, showsBuyXGetY } from '@/features/cart/coupons/validity';

function largest(values: number[]): number {
  return values.reduce((best, value) => Math.max(best, value), 0);
}

const isGroupCoupon = (coupon: Coupon) => coupon.specific_groups.length > 0 || coupon.excluded_groups.length > 0;
const isDiscountCategoryCoupon = (coupon: Coupon) => coupon.specific_discount_categories.length > 0 || isCategoryCoupon(coupon);

/**
 * The five candidates the applied discount is the largest of (docs/product/cart.md, CART-19), in
 * minor units. Global coupons reach every line; group and category coupons only theirs (a catalog
 * category coupon the products `categoryProducts` names for it); the personal discount is the
 * customer's percent per discount category; the buy-x total is the best buy-x-get-y free amount whose
 * offer shows or buy-x-increment total (CART-27).
 */
export function discountCandidates(
  lines: readonly CartItem[],
  coupons: readonly Coupon[],
  personalDiscounts: Readonly<Record<string, number>>,
  categoryProducts: CouponCategoryProducts,
): DiscountCandidates {
  const percentage = coupons.filter((coupon) => !isBuyXCoupon(coupon) && !isBuyXIncrementCoupon(coupon));
  const amountOf = (coupon: Coupon) => Math.max(couponDiscountForLines(coupon, lines, categoryProducts), coupon.fixed_amount ?? 0);
  return {
    global: largest(percentage.filter((coupon) => !isGroupCoupon(coupon) && !isDiscountCategoryCoupon(coupon)).map(amountOf)),
    group: largest(percentage.filter(isGroupCoupon).map(amountOf)),
    category: largest(percentage.filter(isDiscountCategoryCoupon).map(amountOf)),
    personal: personalDiscountForLines(lines, personalDiscounts),
    buyX: largest([
      ...coupons.filter(showsBuyXGetY).map((coupon) => coupon.buyx_free_amount ?? 0),
      ...coupons.filter(isBuyXIncrementCoupon).map((coupon) => buyXIncrementDiscount(coupon, lines)),
    ]),
  };
}
