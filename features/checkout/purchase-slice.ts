import type { StateCreator } from 'zustand';
import type { PurchaseTracking } from '@/features/checkout/purchase';

/** The last completed purchase, kept for its tracking (docs/product/checkout.md, CHK-12). */
export interface PurchaseSlice {
  purchase: PurchaseTracking | null;
  setPurchase(purchase: PurchaseTracking | null): void;
}

export const createPurchaseSlice: StateCreator<PurchaseSlice, [], [], PurchaseSlice> = (set) => ({
  purchase: null,
  setPurchase: (purchase) => set({ purchase }),
});
