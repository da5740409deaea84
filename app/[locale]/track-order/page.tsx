import { TrackOrderPage } from '@/components/orders/TrackOrderPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { queryString } from '@/lib/query-string';

export default async function Page({ params, searchParams }: PageProps<'/[locale]/track-order'>) {
  const storefront = await storefrontFromParams(params);
  const query = await searchParams;
  return <TrackOrderPage storefront={storefront} orderId={queryString(query.order)} email={queryString(query.email)} />;
}
