import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutOutcome } from '@/components/checkout/CheckoutOutcome';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { servicePageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/failed/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout' });
  return servicePageMetadata(t('failed.title'));
}

export default async function Page({ params }: PageProps<'/[locale]/checkout/failed/[id]'>) {
  await storefrontFromParams(params);
  const { id } = await params;
  return <CheckoutOutcome stage="failed" orderId={decodeURIComponent(id)} />;
}
