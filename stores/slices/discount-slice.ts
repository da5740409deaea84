import type { StateCreator } from 'zustand';
import type { Coupon } from '@/lib/api/types';
import type { CouponReconciliation } from '@/lib/coupons/reconcile';

export interface DiscountSlice {
  /** Codes the shopper asked for, in the order given. */
  codes: string[];
  /** The backend's verdict on the kept codes, from the last coupon sync. */
  coupons: Coupon[];
  /** Codes that were not returned, not applied, or failed their check. */
  rejected: string[];
  showRejectedNotice: boolean;
  addCode(code: string): void;
  removeCode(code: string): void;
  clearCodes(): void;
  applyCouponVerdict(verdict: CouponReconciliation): void;
  dismissRejectedNotice(): void;
}

export const createDiscountSlice: StateCreator<DiscountSlice, [], [], DiscountSlice> = (set) => ({
  codes: [],
  coupons: [],
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
      rejected: state.rejected.filter((known) => known !== code),
    })),
  clearCodes: () => set({ codes: [], coupons: [], rejected: [], showRejectedNotice: false }),
  applyCouponVerdict: (verdict) =>
    set((state) => ({
      codes: verdict.kept.map((coupon) => coupon.code),
      coupons: verdict.kept,
      rejected: [...new Set([...verdict.rejected, ...verdict.removed.map((coupon) => coupon.code)])],
      showRejectedNotice: state.showRejectedNotice || verdict.showRejectedNotice,
    })),
  dismissRejectedNotice: () => set({ showRejectedNotice: false }),
});
