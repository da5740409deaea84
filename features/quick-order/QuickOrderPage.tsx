import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { QuickOrder } from '@/features/quick-order/QuickOrder';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** Quick order for a signed-in customer (docs/product/quick-order.md, QO-1): the page's words travel with it alone. */
export async function QuickOrderPage({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'quickOrder' });
  return (
    <InfoPage title={t('title')} lead={t('lead')} wide>
      <PageMessages locale={storefront.code} page="quickOrder">
        <QuickOrder />
      </PageMessages>
    </InfoPage>
  );
}
