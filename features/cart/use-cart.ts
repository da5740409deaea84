'use client';

import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { showsVat } from '@/platform/money/vat-display';
import { emptyCart, type Cart } from '@/features/cart/cart-slice';

const EMPTY = emptyCart();

/** The cart of the storefront being shown. */
export function useCart(): Cart {
  const { storefront } = useShop();
  return useLocalStore((state) => state.carts[storefront.code] ?? EMPTY);
}

/** Whether this storefront's prices show VAT included: the cart's choice, where the storefront offers one. */
export function useShowsVat(): boolean {
  const { storefront } = useShop();
  return showsVat(useCart().vat, storefront);
}
