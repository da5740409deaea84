import type { Metadata } from 'next';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { checkoutMetadata, CheckoutRoute } from '@/features/checkout/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  return checkoutMetadata(await storefrontFromParams(params));
}

export default async function Page({ params }: PageProps<'/[locale]/checkout'>) {
  return <CheckoutRoute storefront={await storefrontFromParams(params)} checkoutId={null} returning={false} />;
}
