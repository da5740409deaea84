import { TrackOrderPage } from '@/components/orders/TrackOrderPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { queryString } from '@/lib/query-string';

export default async function Page({ params, searchParams }: PageProps<'/[locale]/track-order/[id]'>) {
  const storefront = await storefrontFromParams(params);
  const { id } = await params;
  const query = await searchParams;
  return <TrackOrderPage storefront={storefront} orderId={decodeURIComponent(id)} email={queryString(query.email)} />;
}
