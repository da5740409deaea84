import { getFormatter, getTranslations } from 'next-intl/server';
import { OrderStatusBadge } from '@/features/orders/OrderStatusBadge';
import type { OrderSummary } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * Orders as rows: number (to the detail), date, status and total. A table on wide screens and a
 * card per order on phones (CSS shows one of the two); the order list and the overview show them.
 */
export async function OrderSummaries({ storefront, orders }: { storefront: Storefront; orders: OrderSummary[] }) {
  const locale = storefront.code;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'orders' }), getFormatter({ locale })]);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: storefront.timeZone });
  const detail = (id: string) => ({ pathname: '/my-account/orders/[id]' as const, params: { id } });
  return (
    <>
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
    </>
  );
}
