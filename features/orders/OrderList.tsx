import { getTranslations } from 'next-intl/server';
import { OrderSummaries } from '@/features/orders/OrderSummaries';
import { OrdersPager } from '@/features/orders/OrdersPager';
import type { OrderSummary } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { orderPageCount } from '@/features/orders/order-page';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * One page of the customer's orders, newest first, then the pager. Without orders, the way to the shop.
 */
export async function OrderList({ storefront, orders, total, page }: { storefront: Storefront; orders: OrderSummary[]; total: number; page: number }) {
  const locale = storefront.code;
  const [t, tAccount] = await Promise.all([getTranslations({ locale, namespace: 'orders' }), getTranslations({ locale, namespace: 'account' })]);

  if (orders.length === 0) {
    return (
      <section className="orders-page">
        <h1>{tAccount('sections.orders')}</h1>
        <div className="orders-empty">
          <p className="orders-empty__title">{t('list.empty')}</p>
          <p>{t('list.emptyLead')}</p>
          <Link href="/" className="button">
            {t('list.shop')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="orders-page">
      <h1>{tAccount('sections.orders')}</h1>
      <OrderSummaries storefront={storefront} orders={orders} />
      <OrdersPager locale={locale} page={page} pages={orderPageCount(total)} />
    </section>
  );
}
