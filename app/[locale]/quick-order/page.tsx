import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSignIn } from '@/features/account';
import { QuickOrderPage } from '@/features/quick-order/server';
import { servicePageMetadata } from '@/features/seo';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/quick-order'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'quickOrder' });
  return servicePageMetadata(t('title'));
}

/** Quick order is the account's (docs/product/quick-order.md, QO-1): the session is read here, on the server (decision 0008). */
export default async function Page({ params }: PageProps<'/[locale]/quick-order'>) {
  const storefront = await storefrontFromParams(params);
  if (!(await accountAccessToken())) return <AccountSignIn section="quickOrder" />;
  return <QuickOrderPage storefront={storefront} />;
}
