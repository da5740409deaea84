import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { ReturnStartPage } from '@/features/orders/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-order/return/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  const t = await getTranslations({ locale: storefront.code, namespace: 'returns' });
  return servicePageMetadata(t('formTitle', { id: decodeURIComponent(id) }));
}

/** A return of the order the visitor opened by look-up, or of their own order when signed in. */
export default async function Page({ params }: PageProps<'/[locale]/my-order/return/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  return <ReturnStartPage storefront={storefront} orderId={decodeURIComponent(id)} via="my-order" />;
}
