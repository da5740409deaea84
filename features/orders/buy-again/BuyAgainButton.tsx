'use client';

import { useState } from 'react';
import { addLinesToCart } from '@/features/cart';
import { useShop } from '@/platform/state/shop-context';
import type { BuyAgainPlan } from '@/features/orders/buy-again/buy-again';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * Puts an order's lines in the cart beside what is already there, and opens the cart; once the cart
 * has synced, its notice says how many lines came in and how many the shop no longer sells.
 */
export function BuyAgainButton({ plan, label, busyLabel }: { plan: BuyAgainPlan; label: string; busyLabel: string }) {
  const { storefront, local } = useShop();
  const [busy, setBusy] = useState(false);
  const buyAgain = () => {
    setBusy(true);
    const ui = useUiStore.getState();
    ui.setNotice(null);
    ui.openCart();
    void addLinesToCart(local, storefront.code, plan.lines).then(({ added, missing }) => {
      setBusy(false);
      useUiStore.getState().setNotice({ kind: 'order-lines', added, missing: missing + plan.unavailable });
    });
  };
  return (
    <button type="button" className="button" onClick={buyAgain} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
