'use client';

import { useCartActions } from '@/features/cart/use-cart-actions';
import { useShop } from '@/platform/state/shop-context';
import { fetchHasUpselling, fetchUpsellCandidates } from '@/platform/api/calls/search';
import type { CartItem, ProductListing } from '@/platform/api/types';
import { isCheckoutPath } from '@/platform/routing/checkout-path';
import { useUiStore } from '@/platform/state/ui-store';
import { oneBundle } from '@/features/cart/bundle';
import { makeUuid } from '@/features/cart/cart-slice';
import { afterNextPaint } from '@/platform/ui/after-next-paint';

interface AddRequest {
  item: CartItem;
  /** Known from the full product; listings ask the backend. */
  hasUpselling?: boolean;
}

/**
 * Adding to the cart (docs/product/cart.md, CART-1 and CART-2): the line goes in once the tap's own
 * answer, the busy button, has painted (docs/operating.md, OPS-73), then the cart panel opens (never
 * on the checkout page), or the accessories panel when the product has upselling and the shopper is
 * in the 'upselling' variant; after that the first upsell candidate other than the product is offered.
 * Upsell failures are swallowed: no upselling, no offer.
 */
export function useAddToCart() {
  const { storefront, session, hydration } = useShop();
  const cart = useCartActions();

  return async ({ item, hasUpselling }: AddRequest) => {
    // The accessories variant is stored state: decided before it is read, the wrong panel would open.
    await hydration.whenHydrated();
    await afterNextPaint();
    cart.add(item);
    const ui = useUiStore.getState();
    const upselling = hasUpselling ?? (await fetchHasUpselling(storefront.code, item.product_id).then((r) => r.ok && r.data));
    if (upselling && session.getState().accessoriesVariant() === 'upselling') {
      ui.showUpselling({ productId: item.product_id, name: item.name });
      return;
    }
    if (!isCheckoutPath(window.location.pathname)) ui.openCart();
    const candidates = await fetchUpsellCandidates(storefront.code, item.product_id);
    const offer: ProductListing | undefined = candidates.ok ? candidates.data.products.find((candidate) => candidate.id !== item.product_id) : undefined;
    if (offer) useUiStore.getState().offerUpsell({ product: offer, forProductId: item.product_id });
  };
}

/**
 * Adding a bundle (docs/product/cart.md, CART-29): its lines go in together as one add of it, and the
 * cart panel opens as after any add (never on the checkout page). No upsell is offered: the bundle
 * already is one.
 */
export function useAddBundle() {
  const { hydration } = useShop();
  const cart = useCartActions();

  return async (lines: readonly CartItem[]) => {
    await hydration.whenHydrated();
    await afterNextPaint();
    for (const line of oneBundle(lines, makeUuid())) cart.add(line);
    if (!isCheckoutPath(window.location.pathname)) useUiStore.getState().openCart();
  };
}
