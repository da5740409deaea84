import type { Metadata } from 'next';
import '@/features/orders/orders.css';
import { getTranslations } from 'next-intl/server';
import { TrackOrderPage } from '@/features/orders/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { queryString } from '@/platform/http/query-string';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/track-order'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return servicePageMetadata(t('trackTitle'));
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/track-order'>) {
  const storefront = await storefrontFromParams(params);
  const query = await searchParams;
  // An old link's `?email=` is not looked up: the form shows with the order number filled in.
  return <TrackOrderPage storefront={storefront} orderId={queryString(query.order)} />;
}
