import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { ReturnStartPage } from '@/features/orders/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders/return/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.orderReturn'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/orders/return/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  return <ReturnStartPage storefront={storefront} orderId={decodeURIComponent(id)} via="account" />;
}
