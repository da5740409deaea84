'use client';

import { useMemo } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { useCommerceEvent, itemEvent, quantityChangeEvent } from '@/features/tracking';
import type { CartItem } from '@/platform/api/types';

/**
 * What a shopper does to the cart by hand: the cart's own rules (features/cart/cart-slice.ts) and,
 * as consent allows, GA4's add_to_cart and remove_from_cart for the units that changed. The store
 * holds a change back until the stored cart has been read (platform/state/hydration.ts).
 */
export function useCartActions() {
  const { storefront, local } = useShop();
  const track = useCommerceEvent();
  return useMemo(
    () => ({
      add(item: CartItem) {
        local.getState().addItem(storefront.code, item);
        track((currency) => itemEvent('add_to_cart', item, item.quantity, currency));
      },
      setQuantity(line: CartItem, quantity: number) {
        track((currency) => quantityChangeEvent(line, quantity, currency));
        local.getState().setQuantity(storefront.code, line.uuid ?? '', quantity);
      },
      remove(line: CartItem) {
        track((currency) => itemEvent('remove_from_cart', line, line.quantity, currency));
        local.getState().removeItem(storefront.code, line.uuid ?? '');
      },
    }),
    [local, storefront.code, track],
  );
}
