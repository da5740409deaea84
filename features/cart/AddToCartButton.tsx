'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { cartPanelIsland, upsellingPanelIsland, upsellOfferIsland } from '@/features/cart/cart-islands';
import { useHydrated } from '@/platform/ui/use-hydrated';
import type { CartItem } from '@/platform/api/types';

interface AddToCartButtonProps {
  item: CartItem;
  hasUpselling?: boolean;
  disabled?: boolean;
  /** Names the product for screen readers when the button stands in a list. */
  productName?: string;
  className?: string;
}

/**
 * Until the page has hydrated a click would go nowhere, so the button says it is not ready yet
 * (aria-disabled: no change of look for a moment that short, but assistive technology and
 * automated shoppers wait for it).
 */
export function AddToCartButton({ item, hasUpselling, disabled, productName, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const add = useAddToCart();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`button ${className ?? ''}`}
      disabled={disabled || busy}
      aria-disabled={hydrated ? undefined : true}
      {...preloadOnIntent(hasUpselling ? upsellingPanelIsland : cartPanelIsland, upsellOfferIsland)}
      onClick={() => {
        setBusy(true);
        void add({ item, hasUpselling }).finally(() => setBusy(false));
      }}
    >
      {disabled ? t('soldOut') : t('add')}
      {productName && <span className="visually-hidden"> {productName}</span>}
    </button>
  );
}
