import type { OrderSessionProvider } from '@/platform/api/vocabulary';
import type { CampaignData } from '@/features/content';

/**
 * The checkout part of the cart state (docs/product/checkout.md, CHK-10) and what clearing checkout
 * resets (docs/product/cart.md, CART-12): checkout id, all provider sessions, shipping method, processor,
 * service point, payment method and campaign data.
 *
 * Only those fields are in `CheckoutState`, so `clearCheckout` on the whole cart state leaves
 * everything else as it was: items, postal code, the VAT flag and also `shippingMethodCE`, which the
 * spec lists beside the shipping method but does not name among the fields to reset.
 */

export interface OrderSession {
  id: string;
  locale: string;
}

export interface CheckoutState {
  checkoutID: string | null;
  orderSessions: Record<OrderSessionProvider, OrderSession | null>;
  shippingMethod: string | null;
  shippingProcessor: string | null;
  servicePoint: string | null;
  paymentMethod: string | null;
  campaignData: CampaignData | null;
}

/** A checkout with nothing chosen yet; new objects each call so no state shares a sessions record. */
export function emptyCheckout(): CheckoutState {
  return {
    checkoutID: null,
    orderSessions: { cardWallet: null, shipping: null, invoice: null, payLaterB2C: null, payLaterB2B: null },
    shippingMethod: null,
    shippingProcessor: null,
    servicePoint: null,
    paymentMethod: null,
    campaignData: null,
  };
}

export function clearCheckout<State extends CheckoutState>(state: State): State {
  return { ...state, ...emptyCheckout() };
}
