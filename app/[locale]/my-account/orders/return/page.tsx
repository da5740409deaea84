import type { Metadata } from 'next';
import '@/app/styles/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/components/account/AccountReadFailure';
import { InfoPage } from '@/components/content/InfoPage';
import { ReturnableOrders } from '@/components/returns/ReturnableOrders';
import { readWithToken } from '@/lib/account/account-read';
import { fetchOrder, fetchOrders } from '@/lib/api/calls/orders';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { returnableOrders } from '@/lib/returns/returnable-orders';
import { servicePageMetadata } from '@/lib/seo/metadata';
import { accountAccessToken } from '@/lib/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders/return'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.orderReturn'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/orders/return'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) =>
    returnableOrders(
      (page) => fetchOrders(storefront.code, token, page),
      (id) => fetchOrder(storefront.code, id, token),
      new Date(),
    ),
  );
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="orderReturn" read={read} />;
  const [ta, t] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'account' }),
    getTranslations({ locale: storefront.code, namespace: 'returns' }),
  ]);
  return (
    <InfoPage title={ta('sections.orderReturn')} lead={t('chooseLead')}>
      <ReturnableOrders storefront={storefront} orders={read.data} />
    </InfoPage>
  );
}
