import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSignIn } from '@/features/account';
import { redirect } from '@/platform/i18n/navigation';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.overview'));
}

/** The account area's index has nothing of its own (docs/product/account.md, ACC-12): a customer goes on to the overview. */
export default async function Page({ params }: PageProps<'/[locale]/my-account'>) {
  const storefront = await storefrontFromParams(params);
  if (await accountAccessToken()) redirect({ href: '/my-account/overview', locale: storefront.code });
  return <AccountSignIn section="overview" />;
}
