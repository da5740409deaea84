import type { Metadata } from 'next';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { checkoutMetadata, CheckoutRoute } from '@/features/checkout/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/[id]'>): Promise<Metadata> {
  return checkoutMetadata(await storefrontFromParams(params));
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/checkout/[id]'>) {
  const [storefront, { id }, query] = await Promise.all([storefrontFromParams(params), params, searchParams]);
  return <CheckoutRoute storefront={storefront} checkoutId={id} returning={query.payment === 'return'} />;
}
