'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddToCart } from '@/components/cart/use-add-to-cart';
import type { CartItem } from '@/lib/api/types';

interface AddToCartButtonProps {
  item: CartItem;
  hasUpselling?: boolean;
  disabled?: boolean;
  /** Names the product for screen readers when the button stands in a list. */
  productName?: string;
  className?: string;
}

export function AddToCartButton({ item, hasUpselling, disabled, productName, className }: AddToCartButtonProps) {
  const t = useTranslations('cart');
  const add = useAddToCart();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`button ${className ?? ''}`}
      disabled={disabled || busy}
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
