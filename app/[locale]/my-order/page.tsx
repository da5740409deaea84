import { MyOrderPage } from '@/components/orders/MyOrderPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export default async function Page({ params }: PageProps<'/[locale]/my-order'>) {
  return <MyOrderPage storefront={await storefrontFromParams(params)} />;
}
