'use client';

import { useMemo } from 'react';
import { useShop } from '@/components/shop/shop-context';
import { useCommerceEvent } from '@/components/shop/use-commerce-event';
import type { CartItem } from '@/lib/api/types';
import { itemEvent, quantityChangeEvent } from '@/lib/tracking/commerce-events';

/**
 * What a shopper does to the cart by hand: the cart's own rules (stores/slices/cart-slice.ts) and,
 * as consent allows, GA4's add_to_cart and remove_from_cart for the units that changed. A change
 * waits until the stored cart has been read, which it would otherwise overwrite (decision 0021).
 */
export function useCartActions() {
  const { storefront, local, hydration } = useShop();
  const track = useCommerceEvent();
  return useMemo(
    () => ({
      add(item: CartItem) {
        void hydration.whenHydrated().then(() => local.getState().addItem(storefront.code, item));
        track((currency) => itemEvent('add_to_cart', item, item.quantity, currency));
      },
      setQuantity(line: CartItem, quantity: number) {
        track((currency) => quantityChangeEvent(line, quantity, currency));
        void hydration.whenHydrated().then(() => local.getState().setQuantity(storefront.code, line.uuid ?? '', quantity));
      },
      remove(line: CartItem) {
        track((currency) => itemEvent('remove_from_cart', line, line.quantity, currency));
        void hydration.whenHydrated().then(() => local.getState().removeItem(storefront.code, line.uuid ?? ''));
      },
    }),
    [local, hydration, storefront.code, track],
  );
}
