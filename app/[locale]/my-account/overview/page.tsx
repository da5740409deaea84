import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import '@/features/account/account-overview.css';
import '@/features/orders/orders.css';
import { AccountOverview, AccountReadFailure } from '@/features/account/server';
import { readWithToken } from '@/features/account';
import { OrderSummaries } from '@/features/orders/server';
import { fetchProfile } from '@/platform/api/calls/auth';
import { fetchOrders } from '@/platform/api/calls/orders';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/overview'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.overview'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/overview'>) {
  const storefront = await storefrontFromParams(params);
  const token = await accountAccessToken();
  const [profile, orders] = await Promise.all([
    readWithToken(token, (access) => fetchProfile(storefront.code, access)),
    readWithToken(token, (access) => fetchOrders(storefront.code, access, 1)),
  ]);
  if (profile.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="overview" read={profile} />;
  if (orders.kind === 'signed-out') return <AccountReadFailure storefront={storefront} section="overview" read={orders} />;
  return (
    <AccountOverview
      storefront={storefront}
      profile={profile.data}
      orders={orders}
      orderList={(latest) => <OrderSummaries storefront={storefront} orders={latest} />}
    />
  );
}
