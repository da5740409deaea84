import type { StateCreator } from 'zustand';
import type { Coupon } from '@/platform/api/types';
import type { CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import type { CouponReconciliation } from '@/features/cart/coupons/reconcile';

export interface DiscountSlice {
  /** Codes the shopper asked for, in the order given. */
  codes: string[];
  /** The backend's verdict on the kept codes, from the last coupon sync. */
  coupons: Coupon[];
  /** The cart's products in each kept category coupon's categories, from the same sync round. */
  categoryProducts: CouponCategoryProducts;
  /** Codes that were not returned, not applied, or failed their check. */
  rejected: string[];
  showRejectedNotice: boolean;
  addCode(code: string): void;
  removeCode(code: string): void;
  clearCodes(): void;
  /**
   * Takes the coupon sync's verdict: codes the backend does not know and coupons that fail their
   * check leave the cart; codes that are known but not applied stay (a later cart may qualify) and
   * are listed as rejected meanwhile.
   */
  applyCouponVerdict(verdict: CouponReconciliation, returned: readonly Coupon[], categoryProducts: CouponCategoryProducts): void;
  dismissRejectedNotice(): void;
}

export const createDiscountSlice: StateCreator<DiscountSlice, [], [], DiscountSlice> = (set) => ({
  codes: [],
  coupons: [],
  categoryProducts: {},
  rejected: [],
  showRejectedNotice: false,
  addCode: (code) =>
    set((state) => {
      const exists = state.codes.some((known) => known.toLowerCase() === code.toLowerCase());
      return exists ? state : { codes: [...state.codes, code], rejected: state.rejected.filter((r) => r !== code) };
    }),
  removeCode: (code) =>
    set((state) => ({
      codes: state.codes.filter((known) => known !== code),
      coupons: state.coupons.filter((coupon) => coupon.code !== code),
      categoryProducts: Object.fromEntries(Object.entries(state.categoryProducts).filter(([known]) => known !== code)),
      rejected: state.rejected.filter((known) => known !== code),
    })),
  clearCodes: () => set({ codes: [], coupons: [], categoryProducts: {}, rejected: [], showRejectedNotice: false }),
  applyCouponVerdict: (verdict, returned, categoryProducts) =>
    set((state) => {
      const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
      const codes = state.codes.flatMap((code) => {
        const known = returned.find((coupon) => same(coupon.code, code));
        const removed = verdict.removed.some((coupon) => same(coupon.code, code));
        return known && !removed ? [known.code] : [];
      });
      return {
        codes,
        coupons: verdict.kept,
        categoryProducts,
        // Codes turned down in earlier rounds stay listed until the shopper tries them again.
        rejected: [
          ...new Set([
            ...state.rejected.filter((code) => !state.codes.some((asked) => same(asked, code))),
            ...verdict.rejected,
            ...verdict.removed.map((coupon) => coupon.code),
          ]),
        ],
        showRejectedNotice: state.showRejectedNotice || verdict.showRejectedNotice,
      };
    }),
  dismissRejectedNotice: () => set({ showRejectedNotice: false }),
});
