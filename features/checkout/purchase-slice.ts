import type { StateCreator } from 'zustand';
import type { RememberedReference } from '@/features/checkout/prefill';
import type { PurchaseTracking } from '@/features/checkout/purchase';

/**
 * The last completed purchase, kept for its tracking (docs/product/checkout.md, CHK-12), and the
 * order reference a company buyer last sent, offered in its next checkout (CHK-20).
 */
export interface PurchaseSlice {
  purchase: PurchaseTracking | null;
  orderReference: RememberedReference | null;
  setPurchase(purchase: PurchaseTracking | null): void;
  rememberReference(reference: RememberedReference): void;
}

export const createPurchaseSlice: StateCreator<PurchaseSlice, [], [], PurchaseSlice> = (set) => ({
  purchase: null,
  orderReference: null,
  setPurchase: (purchase) => set({ purchase }),
  rememberReference: (orderReference) => set({ orderReference }),
});
