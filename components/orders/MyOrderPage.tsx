import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/InfoPage';
import { OrderLookupForm } from '@/components/orders/OrderLookupForm';
import type { Storefront } from '@/lib/storefronts';

/** The order page of the order-lookup strategy, before the visitor has identified the order. */
export async function MyOrderPage({ storefront, orderId, returning = false }: { storefront: Storefront; orderId?: string; returning?: boolean }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return (
    <InfoPage
      title={returning ? t('returnTitle', { id: orderId ?? '' }) : t('myOrderTitle')}
      lead={returning ? t('returnLead') : t('myOrderLead')}
    >
      <OrderLookupForm orderId={orderId} />
    </InfoPage>
  );
}
