import type { CartItem, Coupon } from '@/platform/api/types';
import { cartSubtotal } from '@/features/cart/cart-lines';
import type { CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import { discountCandidates } from '@/features/cart/coupons/discount-candidates';
import { bestDiscount } from '@/features/cart/coupons/discounts';
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

/**
 * The cart's totals from its lines, its kept coupons and the shopper's personal discounts, all in
 * minor units; the discount is the best of the five candidates, never more than the lines are worth.
 */
export function cartTotals(
  lines: readonly CartItem[],
  coupons: readonly Coupon[],
  personalDiscounts: Readonly<Record<string, number>> = {},
  categoryProducts: CouponCategoryProducts = {},
): CartTotals {
  const subtotal = cartSubtotal(lines);
  const discount = Math.min(subtotal, bestDiscount(discountCandidates(lines, coupons, personalDiscounts, categoryProducts)));
  const total = subtotal - discount;
  const vatBeforeDiscount = lines.reduce((sum, line) => sum + vatAmount(line.price * line.quantity, line.vat), 0);
  const vat = subtotal === 0 ? 0 : multiplyDivideRounded(vatBeforeDiscount, total, subtotal);
  return { subtotal, discount, total, vat, subtotalVat: vatBeforeDiscount };
}
