import type { Metadata } from 'next';
import '@/features/orders/orders.css';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { TrackOrderPage } from '@/features/orders/server';
import { signedInCustomerEmail } from '@/features/account/server';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { ORDER_LOOKUP_COOKIE } from '@/features/orders';
import { cookieName, secureCookies } from '@/platform/session/cookie-security';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/track-order/[id]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'orders' });
  return servicePageMetadata(t('trackTitle'));
}

export default async function Page({ params }: PageProps<'/[locale]/track-order/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  // The e-mail just typed into the look-up wins over the signed-in customer's own.
  const email =
    (await cookies()).get(cookieName(ORDER_LOOKUP_COOKIE.name, ORDER_LOOKUP_COOKIE.path, secureCookies(await headers())))?.value ??
    (await signedInCustomerEmail(storefront.code));
  return <TrackOrderPage storefront={storefront} orderId={decodeURIComponent(id)} email={email} />;
}
