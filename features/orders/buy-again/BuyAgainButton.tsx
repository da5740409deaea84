'use client';

import { useState } from 'react';
import { addLinesToCart } from '@/features/cart';
import { useShop } from '@/platform/state/shop-context';
import { buyAgainOutcomes, takeBackOutOfStock, type BuyAgainOutcome, type BuyAgainPlan } from '@/features/orders/buy-again/buy-again';
import { BuyAgainReport } from '@/features/orders/buy-again/BuyAgainReport';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * Puts an order's lines in the cart beside what is already there, and opens the cart; once the cart
 * has synced, out-of-stock lines are taken back out, the cart's notice counts the lines that came in,
 * and the report beside the button names each line that did not come in as the order had it.
 */
export function BuyAgainButton({ plan, label, busyLabel }: { plan: BuyAgainPlan; label: string; busyLabel: string }) {
  const { storefront, local } = useShop();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<BuyAgainOutcome[] | null>(null);
  const buyAgain = () => {
    setBusy(true);
    setOutcomes(null);
    const ui = useUiStore.getState();
    ui.setNotice(null);
    ui.openCart();
    const before = local.getState().carts[storefront.code]?.items ?? [];
    // The synced cart is read here rather than handed back by addLinesToCart, which catalog pages load too.
    void addLinesToCart(local, storefront.code, plan.lines).then(() => {
      const items = local.getState().carts[storefront.code]?.items ?? [];
      const judged = buyAgainOutcomes(plan, before, items);
      for (const change of takeBackOutOfStock(judged, before, items)) local.getState().setQuantity(storefront.code, change.uuid, change.quantity);
      setBusy(false);
      setOutcomes(judged);
      // The cart's notice words its missing lines as no longer sold: out-of-stock lines are left to the report.
      const added = judged.filter((outcome) => outcome.kind !== 'missed').length;
      const unsold = judged.filter((outcome) => outcome.kind === 'missed' && outcome.why !== 'out-of-stock').length;
      useUiStore.getState().setNotice({ kind: 'order-lines', added, missing: unsold });
    });
  };
  return (
    <>
      <button type="button" className="button" onClick={buyAgain} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
      <BuyAgainReport outcomes={outcomes} />
    </>
  );
}
