import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/InfoPage';
import { OrderLookupForm } from '@/components/orders/OrderLookupForm';
import { TrackingResult } from '@/components/orders/TrackingResult';
import { fetchTracking } from '@/lib/api/calls/auth';
import { orderLookupFrom } from '@/lib/order-lookup';
import type { Storefront } from '@/lib/storefronts';

/**
 * Tracking of one order, found by order number and the e-mail it was placed with. The e-mail comes
 * from the look-up form's cookie; without it the form shows, with the order number filled in.
 */
export async function TrackOrderPage({ storefront, orderId, email }: { storefront: Storefront; orderId?: string; email?: string }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  const lookup = orderLookupFrom(orderId, email);
  const tracking = lookup ? await fetchTracking(storefront.code, lookup.orderId, lookup.email) : null;
  return (
    <InfoPage title={t('trackTitle')} lead={t('trackLead')}>
      {tracking?.ok && <TrackingResult tracking={tracking.data} />}
      {tracking && !tracking.ok && (
        <p role="alert" className="alert alert--warning">
          {t('notFound')}
        </p>
      )}
      <OrderLookupForm orderId={orderId} />
    </InfoPage>
  );
}
