import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSignIn } from '@/components/account/AccountSignIn';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { servicePageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.overview'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account'>) {
  await storefrontFromParams(params);
  return <AccountSignIn section="overview" />;
}
