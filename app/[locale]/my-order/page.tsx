import type { Metadata } from 'next';
import '@/app/styles/checkout.css';
import '@/app/styles/orders.css';
import { getTranslations } from 'next-intl/server';
import { MyOrderPage } from '@/components/orders/MyOrderPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { servicePageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-order'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return servicePageMetadata(t('myOrderTitle'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-order'>) {
  return <MyOrderPage storefront={await storefrontFromParams(params)} />;
}
