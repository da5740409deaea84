'use client';

import { useTranslations } from 'next-intl';
import { AddButton } from '@/features/cart/AddButton';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { cartPanelIsland, upsellingPanelIsland, upsellOfferIsland } from '@/features/cart/cart-islands';
import type { CartItem } from '@/platform/api/types';

interface AddToCartButtonProps {
  item: CartItem;
  hasUpselling?: boolean;
  disabled?: boolean;
  /** Names the product for screen readers when the button stands in a list. */
  productName?: string;
  className?: string;
}

/** Puts one product's line in the cart (docs/product/cart.md, CART-1), or says it is sold out. */
export function AddToCartButton({ item, hasUpselling, disabled, productName, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const add = useAddToCart();
  return (
    <AddButton
      add={() => add({ item, hasUpselling })}
      opens={[hasUpselling ? upsellingPanelIsland : cartPanelIsland, upsellOfferIsland]}
      disabled={disabled}
      className={`button ${className ?? ''}`}
    >
      {disabled ? t('soldOut') : t('add')}
      {productName && <span className="visually-hidden"> {productName}</span>}
    </AddButton>
  );
}
