'use client';

import type { CartPanelProps } from '@/components/cart/CartPanel';
import { WhenNeeded } from '@/components/shop/lazy-island';
import { cartPanelIsland } from '@/components/shop/shop-islands';
import { useUiStore } from '@/stores/ui-store';

/** The cart panel, its code loaded from the first time the cart opens (or earlier, on intent). */
export function LazyCartPanel(props: CartPanelProps) {
  const open = useUiStore((state) => state.cartOpen);
  return (
    <WhenNeeded needed={open}>
      <cartPanelIsland.Component {...props} />
    </WhenNeeded>
  );
}
