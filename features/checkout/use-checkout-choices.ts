'use client';

import { useCallback } from 'react';
import { useCart } from '@/features/cart';
import { useShop } from '@/platform/state/shop-context';
import { useCommerceEvent } from '@/features/tracking';
import { openOrderSession } from '@/platform/api/calls/checkout';
import type { Checkout, PaymentMethod, ShippingMethod } from '@/platform/api/types';
import type { OrderSessionProvider } from '@/platform/api/vocabulary';
import { checkoutEvent, couponCodes, type CheckoutDetails } from '@/features/tracking';

/**
 * The shopper's delivery and payment choices, kept in the cart state (docs/product/checkout.md, CHK-10) and read
 * against what the backend offers now: a choice it no longer offers counts as none. Choosing opens
 * the provider's order session for this checkout, and is GA4's add_shipping_info or add_payment_info
 * as consent allows.
 */
export function useCheckoutChoices(checkout: Checkout | null) {
  const { storefront, local } = useShop();
  const cart = useCart();
  const track = useCommerceEvent();
  const trackChoice = (event: 'add_shipping_info' | 'add_payment_info', details: CheckoutDetails) => {
    if (checkout) track((currency) => checkoutEvent(event, checkout.items, currency, { coupons: couponCodes(checkout), ...details }));
  };
  const code = storefront.code;
  const shippingMethod = checkout?.shipping_methods.find((method) => method.id === cart.shippingMethod) ?? null;
  const paymentMethod = checkout?.payment_methods.find((method) => method.id === cart.paymentMethod) ?? null;
  const checkoutId = checkout?.id ?? null;

  const session = useCallback(
    async (provider: OrderSessionProvider): Promise<string | null> => {
      const known = local.getState().carts[code]?.orderSessions[provider];
      if (known) return known.id;
      if (!checkoutId) return null;
      const opened = await openOrderSession(code, checkoutId, provider);
      if (!opened.ok) return null;
      local.getState().setOrderSession(code, provider, opened.data);
      return opened.data.id;
    },
    [checkoutId, code, local],
  );

  const setPostalCode = (postalCode: string | null) => {
    if (postalCode !== cart.postalCode) local.getState().setCheckoutChoices(code, { postalCode, servicePoint: null });
  };
  const chooseShipping = (method: ShippingMethod) => {
    const sameKind = shippingMethod?.kind === method.kind;
    local.getState().setCheckoutChoices(code, {
      shippingMethod: method.id,
      shippingProcessor: method.processor,
      shippingMethodCE: method.external_id,
      servicePoint: sameKind ? cart.servicePoint : null,
    });
    trackChoice('add_shipping_info', { shippingTier: `${method.carrier}:${method.kind}` });
    void session('shipping');
  };
  const chooseServicePoint = useCallback((servicePoint: string) => local.getState().setCheckoutChoices(code, { servicePoint }), [code, local]);
  const choosePayment = (method: PaymentMethod) => {
    local.getState().setCheckoutChoices(code, { paymentMethod: method.id });
    trackChoice('add_payment_info', { paymentType: method.kind });
    void session(method.provider);
  };

  return {
    shippingMethod,
    needsServicePoint: shippingMethod !== null && shippingMethod.kind !== 'home',
    servicePoint: cart.servicePoint,
    paymentMethod,
    setPostalCode,
    chooseShipping,
    chooseServicePoint,
    choosePayment,
    /** The session of the chosen payment provider, opened now if it was not yet. */
    paymentSession: () => (paymentMethod ? session(paymentMethod.provider) : Promise.resolve(null)),
    /** The shipping provider's session for the chosen delivery, opened now if choosing did not manage to. */
    shippingSession: () => (shippingMethod ? session('shipping') : Promise.resolve(null)),
  };
}
