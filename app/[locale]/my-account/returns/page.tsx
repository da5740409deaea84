import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { ReturnsList } from '@/features/orders/server';
import { readWithToken } from '@/features/account';
import { fetchReturns } from '@/platform/api/calls/orders';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/returns'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.returns'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/returns'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchReturns(storefront.code, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="returns" read={read} />;
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return (
    <InfoPage title={t('sections.returns')}>
      <ReturnsList storefront={storefront} returns={read.data} />
    </InfoPage>
  );
}
