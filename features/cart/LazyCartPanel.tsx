'use client';

import type { CartPanelProps } from '@/features/cart/CartPanel';
import { WhenNeeded } from '@/platform/ui/lazy-island';
import { cartPanelIsland } from '@/features/cart/cart-islands';
import { useUiStore } from '@/platform/state/ui-store';

/** The cart panel, its code loaded from the first time the cart opens (or earlier, on intent). */
export function LazyCartPanel(props: CartPanelProps) {
  const open = useUiStore((state) => state.cartOpen);
  return (
    <WhenNeeded needed={open}>
      <cartPanelIsland.Component {...props} />
    </WhenNeeded>
  );
}
