import { CheckoutOutcome } from '@/components/checkout/CheckoutOutcome';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export const dynamic = 'force-dynamic';

export default async function Page({ params }: PageProps<'/[locale]/checkout/failed/[id]'>) {
  await storefrontFromParams(params);
  const { id } = await params;
  return <CheckoutOutcome stage="failed" orderId={decodeURIComponent(id)} />;
}
