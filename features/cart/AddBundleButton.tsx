'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddBundle } from '@/features/cart/use-add-to-cart';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { cartPanelIsland } from '@/features/cart/cart-islands';
import { useHydrated } from '@/platform/ui/use-hydrated';
import type { CartItem } from '@/platform/api/types';

/** Puts a bundle's lines in the cart as one add of it; not ready until hydrated, as AddToCartButton. */
export function AddBundleButton({ lines }: { lines: readonly CartItem[] }) {
  const t = useTranslations('product');
  const add = useAddBundle();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      aria-disabled={hydrated ? undefined : true}
      {...preloadOnIntent(cartPanelIsland)}
      onClick={() => {
        setBusy(true);
        void add(lines).finally(() => setBusy(false));
      }}
    >
      {t('addBundle')}
    </button>
  );
}
