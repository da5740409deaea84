import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import '@/features/orders/orders.css';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/features/account/server';
import { OrderDetail } from '@/features/orders/server';
import { readWithToken } from '@/features/account';
import { fetchOrder } from '@/platform/api/calls/orders';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { ORDER_ID_PATTERN } from '@/features/orders';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return servicePageMetadata(t('orderHeading', { id: decodeURIComponent((await params).id) }));
}

/** One of the signed-in customer's orders; another customer's order is a 404, as the backend answers. */
export default async function Page({ params }: PageProps<'/[locale]/my-account/orders/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const id = decodeURIComponent((await params).id);
  if (!ORDER_ID_PATTERN.test(id)) notFound();
  const read = await readWithToken(await accountAccessToken(), (token) => fetchOrder(storefront.code, id, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="orders" read={read} />;
  return <OrderDetail storefront={storefront} order={read.data} area="account" now={new Date()} />;
}
