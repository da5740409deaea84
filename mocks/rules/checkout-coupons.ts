import { couponsSchema } from '@/platform/api/schemas';
import type { CartItem, Checkout } from '@/platform/api/types';
import { cartTotals, type CartTotals } from '@/features/cart/cart-totals';
import { isCategoryCoupon, productsInCategories } from '@/features/cart/coupons/category-coupons';
import { reconcileCoupons } from '@/features/cart/coupons/reconcile';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { categoryChildren } from '@/mocks/rules/category-children';
import { checkCoupons } from '@/mocks/rules/coupon-check';

export interface CheckoutDiscount {
  coupons: Checkout['coupons'];
  rejected: string[];
  /** The lines' totals after the discount, minor units. */
  totals: CartTotals;
}

/**
 * The coupons of a checkout, decided the way the cart panel decides them: the backend's verdicts
 * (`checkCoupons`) read with the client's own rules (`reconcileCoupons`, `cartTotals`, a category
 * coupon's products as the category-children lookup gives them), so checkout
 * and cart panel agree to the minor unit. Only one discount applies (the best); its amount goes on
 * the coupon that gives it and the other kept coupons show 0. Codes that are unknown, not applied or
 * removed by the client's checks are rejected. An empty cart qualifies for nothing, so its codes are
 * neither kept nor rejected (they wait for lines, as in the cart).
 */
export function checkoutDiscount(lines: readonly CartItem[], codes: readonly string[], locale: StorefrontCode): CheckoutDiscount {
  if (lines.length === 0) return { coupons: [], rejected: [], totals: cartTotals(lines, []) };
  const contents = lines.map((line) => ({ sku: line.sku, quantity: line.quantity, added_by_coupon: line.added_by_coupon }));
  const verdicts = couponsSchema.parse(checkCoupons(codes, contents, locale));
  const { kept, removed, rejected } = reconcileCoupons(codes, verdicts, lines);
  const productIds = lines.map((line) => line.product_id);
  const categoryProducts = Object.fromEntries(
    kept
      .filter(isCategoryCoupon)
      .map((coupon) => [coupon.code, productsInCategories(categoryChildren(productIds, coupon.get_categories), lines, coupon.get_categories)]),
  );
  const totals = cartTotals(lines, kept, {}, categoryProducts);
  const soloDiscounts = kept.map((coupon) => cartTotals(lines, [coupon], {}, categoryProducts).discount);
  const best = totals.discount > 0 ? soloDiscounts.indexOf(totals.discount) : -1;
  return {
    coupons: kept.map((coupon, index) => ({
      code: coupon.code,
      label: coupon.discount_label ?? null,
      amount: index === best ? totals.discount : 0,
    })),
    rejected: [...rejected, ...removed.map((coupon) => coupon.code)],
    totals,
  };
}
