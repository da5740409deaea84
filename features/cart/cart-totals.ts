import type { CartItem, Coupon } from '@/platform/api/types';
import { cartSubtotal } from '@/features/cart/cart-lines';
import { isCategoryCoupon, type CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import { bestDiscount, couponDiscountForLines, personalDiscountForLines } from '@/features/cart/coupons/discounts';
import { isBuyXCoupon, showsBuyXGetY } from '@/features/cart/coupons/validity';
import { multiplyDivideRounded, vatAmount } from '@/platform/money/money';

export interface CartTotals {
  /** Sum of the lines, VAT included, before discount. */
  subtotal: number;
  /** The one discount applied: the best of the candidates (docs/product/cart.md, CART-19). */
  discount: number;
  /** What the shopper pays, VAT included. */
  total: number;
  /** VAT in `total`. */
  vat: number;
  /** VAT in `subtotal`. */
  subtotalVat: number;
}

function largest(values: number[]): number {
  return values.reduce((best, value) => Math.max(best, value), 0);
}

/**
 * The cart's totals from its lines, its kept coupons and the shopper's personal discounts, all in
 * minor units. Global coupons reach every line; group and category coupons only theirs (a catalog
 * category coupon the products `categoryProducts` names for it); a buy-x coupon gives its free amount
 * when its offer shows.
 */
export function cartTotals(
  lines: readonly CartItem[],
  coupons: readonly Coupon[],
  personalDiscounts: Readonly<Record<string, number>> = {},
  categoryProducts: CouponCategoryProducts = {},
): CartTotals {
  const subtotal = cartSubtotal(lines);
  const percentage = coupons.filter((coupon) => !isBuyXCoupon(coupon));
  const isGroup = (c: Coupon) => c.specific_groups.length > 0 || c.excluded_groups.length > 0;
  const isCategory = (c: Coupon) => c.specific_discount_categories.length > 0 || isCategoryCoupon(c);
  const amountOf = (c: Coupon) => Math.max(couponDiscountForLines(c, lines, categoryProducts), c.fixed_amount ?? 0);

  const discount = Math.min(
    subtotal,
    bestDiscount({
      global: largest(percentage.filter((c) => !isGroup(c) && !isCategory(c)).map(amountOf)),
      group: largest(percentage.filter(isGroup).map(amountOf)),
      category: largest(percentage.filter(isCategory).map(amountOf)),
      personal: personalDiscountForLines(lines, personalDiscounts),
      buyX: largest(coupons.filter(showsBuyXGetY).map((c) => c.buyx_free_amount ?? 0)),
    }),
  );
  const total = subtotal - discount;
  const vatBeforeDiscount = lines.reduce((sum, line) => sum + vatAmount(line.price * line.quantity, line.vat), 0);
  const vat = subtotal === 0 ? 0 : multiplyDivideRounded(vatBeforeDiscount, total, subtotal);
  return { subtotal, discount, total, vat, subtotalVat: vatBeforeDiscount };
}
