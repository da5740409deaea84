'use client';

import { useState, type ReactNode } from 'react';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { useHydrated } from '@/platform/ui/use-hydrated';

interface AddButtonProps {
  add: () => Promise<void>;
  /** What the add opens: its code loads when the shopper reaches for the button (decision 0017). */
  opens: readonly { preload(): Promise<void> }[];
  disabled?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * Every add to the cart, one product or a bundle. Until the page has hydrated a click would go
 * nowhere, so the button says it is not ready yet (aria-disabled: no change of look for a moment
 * that short, but assistive technology and automated shoppers wait for it); while the add runs it
 * takes no second click.
 */
export function AddButton({ add, opens, disabled, className, children }: AddButtonProps) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={disabled || busy}
      aria-disabled={hydrated ? undefined : true}
      {...preloadOnIntent(...opens)}
      onClick={() => {
        setBusy(true);
        void add().finally(() => setBusy(false));
      }}
    >
      {children}
    </button>
  );
}
