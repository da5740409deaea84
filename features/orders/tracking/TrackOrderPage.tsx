import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/features/content';
import { OrderLookupForm } from '@/features/orders/lookup/OrderLookupForm';
import { TrackingResult } from '@/features/orders/tracking/TrackingResult';
import { retryWait } from '@/features/account';
import { orderLookupFrom } from '@/features/orders/lookup/order-lookup';
import { trackOrder } from '@/features/orders/tracking/order-tracking';
import { clientAddress } from '@/platform/http/request-origin';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * Tracking of one order, found by order number and the e-mail it was placed with. The e-mail comes
 * from the look-up form's cookie; without it the form shows, with the order number filled in.
 */
export async function TrackOrderPage({ storefront, orderId, email }: { storefront: Storefront; orderId?: string; email?: string }) {
  const [t, tLogin] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'orders' }),
    getTranslations({ locale: storefront.code, namespace: 'login' }),
  ]);
  const lookup = orderLookupFrom(orderId, email);
  const outcome = lookup ? await trackOrder(storefront.code, lookup, clientAddress(await headers())) : null;
  const problem =
    outcome?.kind === 'not-found'
      ? t('notFound')
      : outcome?.kind === 'unavailable'
        ? t('trackingUnavailable')
        : outcome?.kind === 'limited'
          ? tLogin('tooManyAttempts', retryWait(outcome.retryAfterSeconds))
          : null;
  return (
    <InfoPage title={t('trackTitle')} lead={t('trackLead')}>
      {outcome?.kind === 'found' && <TrackingResult storefront={storefront} tracking={outcome.tracking} />}
      {problem && (
        <p role="alert" className="alert alert--warning">
          {problem}
        </p>
      )}
      <OrderLookupForm orderId={orderId} email={lookup?.email} />
    </InfoPage>
  );
}
