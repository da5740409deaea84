import { CheckoutOutcome } from '@/components/checkout/CheckoutOutcome';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export const dynamic = 'force-dynamic';

export default async function Page({ params }: PageProps<'/[locale]/checkout'>) {
  await storefrontFromParams(params);
  return <CheckoutOutcome stage="checkout" />;
}
