import type { Metadata } from 'next';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { failedMetadata, FailedRoute } from '@/features/checkout/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/failed/[id]'>): Promise<Metadata> {
  return failedMetadata(await storefrontFromParams(params));
}

export default async function Page({ params, searchParams }: PageProps<'/[locale]/checkout/failed/[id]'>) {
  const [storefront, { id }, query] = await Promise.all([storefrontFromParams(params), params, searchParams]);
  return <FailedRoute storefront={storefront} checkoutId={id} reason={typeof query.reason === 'string' ? query.reason : undefined} />;
}
