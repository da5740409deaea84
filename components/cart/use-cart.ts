'use client';

import { useLocalStore, useShop } from '@/components/shop/shop-context';
import { emptyCart, type Cart } from '@/stores/slices/cart-slice';

const EMPTY = emptyCart();

/** The cart of the storefront being shown. */
export function useCart(): Cart {
  const { storefront } = useShop();
  return useLocalStore((state) => state.carts[storefront.code] ?? EMPTY);
}
