import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import '@/features/orders/orders.css';
import { getTranslations } from 'next-intl/server';
import { MyOrderPage } from '@/features/orders/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-order/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return servicePageMetadata(t('myOrderTitle'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-order/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  return <MyOrderPage storefront={storefront} orderId={decodeURIComponent(id)} />;
}
