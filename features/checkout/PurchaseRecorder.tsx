'use client';

import { useEffect, useRef } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { useCommerceEvent, purchaseEvent } from '@/features/tracking';
import { reportClientError } from '@/platform/api/calls/reports';
import { errorReport } from '@/platform/errors/error-report';
import { isNewPurchase, type PurchaseTracking } from '@/features/checkout/purchase';

/**
 * Records the purchase once per order (td02 `purchase`), reports it as GA4's purchase as consent
 * allows, and empties the cart and checkout by CART-12 (docs/product/cart.md). The stored record is read afresh
 * first, so a reload, the back button or a second tab that reached the same order finds it already
 * counted. A failure goes to the error endpoint (docs/product/errors.md, ERR-10).
 */
export function PurchaseRecorder({ purchase }: { purchase: PurchaseTracking }) {
  const { storefront, local, session, hydration } = useShop();
  const track = useCommerceEvent();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void hydration
      .whenHydrated()
      .then(() => {
        if (!isNewPurchase(local.getState().purchase, purchase)) return;
        local.getState().setPurchase(purchase);
        track((currency) => purchaseEvent(purchase, currency));
        local.getState().completeOrder(storefront.code);
        session.getState().clearCodes();
        session.getState().resetAfterOrder();
      })
      .catch((error: unknown) => {
        void reportClientError(
          storefront.code,
          errorReport(new Error(`purchase tracking failed for ${purchase.orderID}: ${String(error)}`), 'error', {
            userAgent: navigator.userAgent,
            url: window.location.pathname,
          }),
        );
      });
  }, [local, hydration, purchase, session, storefront.code, track]);
  return null;
}
