import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import '@/app/styles/account-overview.css';
import '@/app/styles/orders.css';
import { AccountOverview } from '@/components/account/AccountOverview';
import { AccountReadFailure } from '@/components/account/AccountReadFailure';
import { readWithToken } from '@/lib/account/account-read';
import { fetchProfile } from '@/lib/api/calls/auth';
import { fetchOrders } from '@/lib/api/calls/orders';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { servicePageMetadata } from '@/lib/seo/metadata';
import { accountAccessToken } from '@/lib/session/server-session';

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
  return <AccountOverview storefront={storefront} profile={profile.data} orders={orders} />;
}
