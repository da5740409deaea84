import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { ReturnableOrders } from '@/features/orders/server';
import { readWithToken } from '@/features/account';
import { fetchOrder, fetchOrders } from '@/platform/api/calls/orders';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { returnableOrders } from '@/features/orders';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

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
