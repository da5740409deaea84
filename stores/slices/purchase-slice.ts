import type { StateCreator } from 'zustand';

/** The last completed purchase, kept for the confirmation page and its tracking (SPEC.md section 3). */
export interface PurchaseTracking {
  items: { sku: string; quantity: number; price: number }[];
  orderID: string;
  totalAmount: number;
  totalVAT: number;
  netAmount: number;
  email: string;
  hashedEmail: string;
  coupons: string[];
}

export interface PurchaseSlice {
  purchase: PurchaseTracking | null;
  setPurchase(purchase: PurchaseTracking | null): void;
}

export const createPurchaseSlice: StateCreator<PurchaseSlice, [], [], PurchaseSlice> = (set) => ({
  purchase: null,
  setPurchase: (purchase) => set({ purchase }),
});
