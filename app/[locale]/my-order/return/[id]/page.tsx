import { MyOrderPage } from '@/components/orders/MyOrderPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export default async function Page({ params }: PageProps<'/[locale]/my-order/return/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  return <MyOrderPage storefront={storefront} orderId={decodeURIComponent(id)} returning />;
}
