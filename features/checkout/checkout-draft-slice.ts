import type { StateCreator } from 'zustand';
import type { CheckoutForm } from '@/features/checkout/form';

/**
 * The checkout as the shopper left it, kept for the visit (sessionStorage): what was typed survives a
 * reload and a trip to a payment provider. It never holds a password or card data: the form has
 * neither, and card details are typed at the provider.
 */
export interface CheckoutDraftSlice {
  checkoutForm: CheckoutForm | null;
  termsAccepted: boolean;
  /**
   * The idempotency key of the order being placed. It is kept until the backend gives a final answer,
   * so a retry after a time-out asks about the same order instead of placing a second one.
   */
  placeKey: string | null;
  /** The order waiting for the shopper to confirm it at the payment provider. */
  pendingOrderId: string | null;
  setCheckoutForm(form: CheckoutForm): void;
  setTermsAccepted(accepted: boolean): void;
  setPlaceKey(key: string | null): void;
  setPendingOrderId(orderId: string | null): void;
  /** After an order the contact and address stay for the visit; the rest starts over. */
  resetAfterOrder(): void;
}

export const createCheckoutDraftSlice: StateCreator<CheckoutDraftSlice, [], [], CheckoutDraftSlice> = (set) => ({
  checkoutForm: null,
  termsAccepted: false,
  placeKey: null,
  pendingOrderId: null,
  setCheckoutForm: (checkoutForm) => set({ checkoutForm }),
  setTermsAccepted: (termsAccepted) => set({ termsAccepted }),
  setPlaceKey: (placeKey) => set({ placeKey }),
  setPendingOrderId: (pendingOrderId) => set({ pendingOrderId }),
  resetAfterOrder: () => set({ termsAccepted: false, placeKey: null, pendingOrderId: null }),
});
