'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CheckoutForm } from '@/features/checkout/CheckoutForm';
import { usePlaceOrder } from '@/features/checkout/use-place-order';
import type { CheckoutPrefill } from '@/features/checkout/prefill';
import { useCart } from '@/features/cart';
import { WithQueryClient } from '@/platform/state/query-client';
import { useShop } from '@/platform/state/shop-context';
import { Link } from '@/platform/i18n/navigation';

/** Back from the payment provider: the order's fate is asked for once, then the shopper moves on. */
function PaymentReturn({ checkoutId, orderId }: { checkoutId: string; orderId: string }) {
  const t = useTranslations('checkoutForm');
  const { resume } = usePlaceOrder();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void resume(checkoutId, orderId);
  }, [checkoutId, orderId, resume]);
  return (
    <p className="checkout-section__note" role="status">
      {t('returning')}
    </p>
  );
}

/**
 * The checkout page's client part. It waits for the stored cart, resumes the checkout named in the
 * address, and takes the shopper back from a payment provider.
 */
export function CheckoutPage({ checkoutId, returning, prefill }: { checkoutId: string | null; returning: boolean; prefill: CheckoutPrefill | null }) {
  const t = useTranslations('checkoutForm');
  const { storefront, local, session, hydration } = useShop();
  const cart = useCart();
  const [ready, setReady] = useState(false);

  // The checkout in the address is taken into the cart before the form asks the backend for it:
  // the form's first request must already name it.
  useEffect(() => {
    let current = true;
    void hydration.whenHydrated().then(() => {
      if (!current) return;
      if (checkoutId) local.getState().setCheckoutId(storefront.code, checkoutId);
      setReady(true);
    });
    return () => {
      current = false;
    };
  }, [checkoutId, local, hydration, storefront.code]);

  if (!ready) {
    return (
      <p className="checkout-section__note" role="status">
        {t('loading')}
      </p>
    );
  }
  const pendingOrderId = session.getState().pendingOrderId;
  if (returning && checkoutId && pendingOrderId) return <PaymentReturn checkoutId={checkoutId} orderId={pendingOrderId} />;
  if (cart.items.length === 0) {
    return (
      <div className="info-page">
        <p className="lead">{t('empty')}</p>
        <Link href="/" className="button">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <WithQueryClient>
      <CheckoutForm prefill={prefill} />
    </WithQueryClient>
  );
}
