import type { Metadata } from 'next';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { confirmationMetadata, ConfirmationRoute } from '@/features/checkout/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/confirmation/[id]'>): Promise<Metadata> {
  return confirmationMetadata(await storefrontFromParams(params));
}

export default async function Page({ params }: PageProps<'/[locale]/checkout/confirmation/[id]'>) {
  const [storefront, { id }] = await Promise.all([storefrontFromParams(params), params]);
  return <ConfirmationRoute storefront={storefront} orderId={id} />;
}
