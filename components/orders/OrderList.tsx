import { getFormatter, getTranslations } from 'next-intl/server';
import { OrdersPager } from '@/components/orders/OrdersPager';
import { OrderStatusBadge } from '@/components/orders/OrderStatusBadge';
import type { OrderSummary } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { orderPageCount } from '@/lib/orders/order-page';
import type { Storefront } from '@/lib/storefronts';

/**
 * One page of the customer's orders, newest first: a table on wide screens and a card per order on
 * phones (CSS shows one of the two), then the pager. Without orders, the way to the shop.
 */
export async function OrderList({ storefront, orders, total, page }: { storefront: Storefront; orders: OrderSummary[]; total: number; page: number }) {
  const locale = storefront.code;
  const [t, tAccount, format] = await Promise.all([
    getTranslations({ locale, namespace: 'orders' }),
    getTranslations({ locale, namespace: 'account' }),
    getFormatter({ locale }),
  ]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: storefront.timeZone });
  const detail = (id: string) => ({ pathname: '/my-account/orders/[id]' as const, params: { id } });

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
      <table className="orders-table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.number')}</th>
            <th scope="col">{t('list.date')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col" className="orders-table__amount">
              {t('list.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-order={order.id}>
              <th scope="row">
                <Link href={detail(order.id)}>{order.id}</Link>
                <span className="orders-table__items">{t('list.items', { count: order.item_count })}</span>
              </th>
              <td>
                <time dateTime={order.created_at}>{date(order.created_at)}</time>
              </td>
              <td>
                <OrderStatusBadge locale={locale} status={order.status} />
              </td>
              <td className="orders-table__amount">{formatMoney(order.total, storefront)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="order-cards" aria-label={t('list.caption')}>
        {orders.map((order) => (
          <li key={order.id} className="order-card" data-order={order.id}>
            <p className="order-card__head">
              <Link href={detail(order.id)} className="order-card__number">
                {order.id}
              </Link>
              <OrderStatusBadge locale={locale} status={order.status} />
            </p>
            <p className="order-card__meta">
              <time dateTime={order.created_at}>{date(order.created_at)}</time> · {t('list.items', { count: order.item_count })}
            </p>
            <p className="order-card__total">{formatMoney(order.total, storefront)}</p>
          </li>
        ))}
      </ul>
      <OrdersPager locale={locale} page={page} pages={orderPageCount(total)} />
    </section>
  );
}
