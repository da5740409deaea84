'use client';

import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { showsVat, vatChoice } from '@/platform/money/vat-display';
import { isCompanyBuyer } from '@/platform/session/public-user';
import { emptyCart, type Cart } from '@/features/cart/cart-slice';

const EMPTY = emptyCart();

/** The cart of the storefront being shown. */
export function useCart(): Cart {
  const { storefront } = useShop();
  return useLocalStore((state) => state.carts[storefront.code] ?? EMPTY);
}

/** The VAT choice in force: the cart's, or the buyer's default where the shopper made none (ACC-17). */
export function useVatChoice(): boolean {
  const chosen = useCart().vat;
  return vatChoice(
    chosen,
    useLocalStore((state) => isCompanyBuyer(state.user)),
  );
}

/** Whether this storefront's prices show VAT included: the choice in force, where the storefront offers one. */
export function useShowsVat(): boolean {
  const { storefront } = useShop();
  return showsVat(useVatChoice(), storefront);
}
