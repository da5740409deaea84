'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/features/cart/use-cart';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { cartPanelIsland } from '@/features/cart/cart-islands';
import { cartItemCount } from '@/features/cart/cart-lines';
import { useUiStore } from '@/platform/state/ui-store';

export function CartButton() {
  const t = useTranslations('cart');
  const count = cartItemCount(useCart().items);
  const openCart = useUiStore((state) => state.openCart);
  return (
    <button
      type="button"
      className="cart-button"
      onClick={openCart}
      {...preloadOnIntent(cartPanelIsland)}
      aria-haspopup="dialog"
      aria-label={t('buttonLabel', { count })}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.6 3H21l-2.2 8H7.4L4.5 2H1v2h2.8l2.9 13H19v-2H8.4l-.4-2h11.3L22 5H6.4L6 4H5.2z"
        />
      </svg>
      <span className="cart-button__count" data-testid="cart-count">
        {count}
      </span>
    </button>
  );
}
