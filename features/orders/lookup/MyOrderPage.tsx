import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/features/content';
import { MyOrderLookup } from '@/features/orders/lookup/MyOrderLookup';
import { OrderDetail } from '@/features/orders/OrderDetail';
import { readWithAnyToken } from '@/features/account';
import { fetchOrderLookupInfo } from '@/platform/api/calls/auth';
import { fetchOrder } from '@/platform/api/calls/orders';
import { redirect } from '@/platform/i18n/navigation';
import { ORDER_ID_PATTERN } from '@/features/orders/lookup/order-lookup';
import { accountAccessToken, orderAccessToken } from '@/platform/session/server-session';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * My order (docs/product/orders.md, ORD-1). With an order look-up session for the order, or as its
 * signed-in owner, the order itself; another customer's order is a 404 (the backend refuses it);
 * without a session, the look-up that opens one. `/my-order` goes to the session's own order.
 */
export async function MyOrderPage({ storefront, orderId }: { storefront: Storefront; orderId?: string }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  const orderToken = await orderAccessToken();
  if (orderId === undefined) {
    const info = orderToken ? await fetchOrderLookupInfo(storefront.code, orderToken) : null;
    if (info?.ok) redirect({ href: { pathname: '/my-order/[id]', params: { id: info.data.order_id } }, locale: storefront.code });
    return <MyOrderLookupPage storefront={storefront} />;
  }
  if (!ORDER_ID_PATTERN.test(orderId)) notFound();
  const { read } = await readWithAnyToken([orderToken, await accountAccessToken()], (token) => fetchOrder(storefront.code, orderId, token));
  if (read.kind === 'ok') return <OrderDetail storefront={storefront} order={read.data} area="my-order" now={new Date()} />;
  if (read.kind === 'not-found') notFound();
  if (read.kind === 'signed-out') return <MyOrderLookupPage storefront={storefront} orderId={orderId} />;
  const tAccount = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return (
    <InfoPage title={t('orderHeading', { id: orderId })}>
      <p role="alert" className="alert alert--warning">
        {tAccount('unavailable')}
      </p>
    </InfoPage>
  );
}

async function MyOrderLookupPage({ storefront, orderId }: { storefront: Storefront; orderId?: string }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return (
    <InfoPage title={t('myOrderTitle')} lead={t('myOrderLead')}>
      <MyOrderLookup orderId={orderId} />
    </InfoPage>
  );
}
