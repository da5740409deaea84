import type { Metadata } from 'next';
import '@/features/orders/orders.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure } from '@/features/account/server';
import { OrderList } from '@/features/orders/server';
import { readWithToken } from '@/features/account';
import { fetchOrders } from '@/platform/api/calls/orders';
import { redirect } from '@/platform/i18n/navigation';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { lastPageIfPast, orderPageFromQuery } from '@/features/orders';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/orders'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.orders'));
}

/** The customer's orders, ten to a page (`?page=N`); a page past the last leads to the last. */
export default async function Page({ params, searchParams }: PageProps<'/[locale]/my-account/orders'>) {
  const storefront = await storefrontFromParams(params);
  const page = orderPageFromQuery((await searchParams).page);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchOrders(storefront.code, token, page));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="orders" read={read} />;
  const last = lastPageIfPast(page, read.data.total);
  if (last !== null) {
    redirect({ href: { pathname: '/my-account/orders', query: last > 1 ? { page: String(last) } : {} }, locale: storefront.code });
  }
  return <OrderList storefront={storefront} orders={read.data.orders} total={read.data.total} page={page} />;
}
