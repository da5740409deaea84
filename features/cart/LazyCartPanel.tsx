'use client';

import type { CartPanelProps } from '@/features/cart/CartPanel';
import { WhenNeeded } from '@/features/shell/lazy-island';
import { cartPanelIsland } from '@/features/shell/shop-islands';
import { useUiStore } from '@/features/shell/ui-store';

/** The cart panel, its code loaded from the first time the cart opens (or earlier, on intent). */
export function LazyCartPanel(props: CartPanelProps) {
  const open = useUiStore((state) => state.cartOpen);
  return (
    <WhenNeeded needed={open}>
      <cartPanelIsland.Component {...props} />
    </WhenNeeded>
  );
}
