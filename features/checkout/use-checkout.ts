'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCart, toCartItemPayload } from '@/features/cart';
import { useSessionStore, useShop } from '@/platform/state/shop-context';
import { upsertCheckout } from '@/platform/api/calls/checkout';
import type { CustomerType } from '@/platform/api/types';

class CheckoutUnavailable extends Error {}

/**
 * The checkout as the backend prices it, asked for again whenever what it depends on changes: the
 * lines, the codes, the customer type, the postal code and the shipping method. The checkout id is
 * kept in the cart, and the address bar shows `/checkout/{id}` so the page can be resumed.
 */
export function useCheckout(customerType: CustomerType) {
  const { storefront, local } = useShop();
  const cart = useCart();
  const codes = useSessionStore((state) => state.codes);
  const items = cart.items.filter((line) => !line.added_by_coupon).map(toCartItemPayload);
  const query = useQuery({
    queryKey: [
      'checkout',
      storefront.code,
      items.map((line) => [line.sku, line.quantity, line.subscription_interval?.name ?? null]),
      codes,
      customerType,
      cart.postalCode,
      cart.shippingMethod,
    ],
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 2,
    queryFn: async () => {
      const result = await upsertCheckout(storefront.code, {
        checkout_id: local.getState().carts[storefront.code]?.checkoutID ?? null,
        items,
        coupons: codes,
        customer_type: customerType,
        postal_code: cart.postalCode,
        shipping_method: cart.shippingMethod,
      });
      if (!result.ok) throw new CheckoutUnavailable(result.error.kind);
      return result.data;
    },
  });

  const id = query.data?.id;
  useEffect(() => {
    if (!id) return;
    if (local.getState().carts[storefront.code]?.checkoutID !== id) local.getState().setCheckoutId(storefront.code, id);
    const path = window.location.pathname.replace(/\/checkout(\/[^/]*)?$/, `/checkout/${encodeURIComponent(id)}`);
    if (path !== window.location.pathname) window.history.replaceState(window.history.state, '', path);
  }, [id, local, storefront.code]);

  return query;
}
