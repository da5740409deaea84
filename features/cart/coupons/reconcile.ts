import type { CartItem, Coupon } from '@/platform/api/types';
import { passesCouponCheck } from '@/features/cart/coupons/validity';

/**
 * Reading the coupon sync answer (docs/product/cart.md, CART-13 to CART-15): which coupons stay, which are removed
 * by their check, and which requested codes are rejected.
 * Codes are compared case-insensitively: shoppers type "summer10" for the backend's "SUMMER10".
 */

export const COUPON_CACHE_MS = 300_000;

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** Codes not returned or not applied are rejected (docs/product/cart.md, CART-14). Each code once, as requested. */
export function rejectedCoupons(requestedCodes: readonly string[], returnedCoupons: readonly Coupon[]): string[] {
  const rejected: string[] = [];
  for (const code of requestedCodes) {
    const returned = returnedCoupons.find((coupon) => sameCode(coupon.code, code));
    const alreadyListed = rejected.some((listed) => sameCode(listed, code));
    if (!alreadyListed && !returned?.applied) rejected.push(code);
  }
  return rejected;
}

export interface CouponReconciliation {
  /** Applied coupons that pass their check. */
  kept: Coupon[];
  /** Applied coupons that fail their check. */
  removed: Coupon[];
  /** Requested codes not returned or not applied. */
  rejected: string[];
  /** docs/product/cart.md, CART-15: a coupon that fails its check is removed and a rejected-notice flag is set. */
  showRejectedNotice: boolean;
}

export function reconcileCoupons(requestedCodes: readonly string[], returnedCoupons: readonly Coupon[], lines: readonly CartItem[]): CouponReconciliation {
  const applied = returnedCoupons.filter((coupon) => coupon.applied);
  const removed = applied.filter((coupon) => !passesCouponCheck(coupon, lines));
  return {
    kept: applied.filter((coupon) => !removed.includes(coupon)),
    removed,
    rejected: rejectedCoupons(requestedCodes, returnedCoupons),
    showRejectedNotice: removed.length > 0,
  };
}
