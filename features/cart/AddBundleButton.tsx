'use client';

import { useTranslations } from 'next-intl';
import { AddButton } from '@/features/cart/AddButton';
import { useAddBundle } from '@/features/cart/use-add-to-cart';
import { cartPanelIsland } from '@/features/cart/cart-islands';
import type { CartItem } from '@/platform/api/types';

/** Puts a bundle's lines in the cart as one add of it (docs/product/cart.md, CART-29). */
export function AddBundleButton({ lines }: { lines: readonly CartItem[] }) {
  const t = useTranslations('product');
  const add = useAddBundle();
  return (
    <AddButton add={() => add(lines)} opens={[cartPanelIsland]} className="button button--secondary">
      {t('addBundle')}
    </AddButton>
  );
}
