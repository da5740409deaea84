import type { Metadata } from 'next';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { confirmationMetadata, ConfirmationRoute } from '@/features/checkout/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/confirmation'>): Promise<Metadata> {
  return confirmationMetadata(await storefrontFromParams(params));
}

export default async function Page({ params }: PageProps<'/[locale]/checkout/confirmation'>) {
  return <ConfirmationRoute storefront={await storefrontFromParams(params)} orderId={null} />;
}
