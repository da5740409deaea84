import { getTranslations } from 'next-intl/server';
import type { Order } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { returnWindow } from '@/features/orders/returns/return-window';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The orders a return can be started for, each with its window and the way to start one. */
export async function ReturnableOrders({ storefront, orders }: { storefront: Storefront; orders: readonly Order[] }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'returns' });
  const now = new Date();
  if (orders.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('none')}</p>
        <Link href="/my-account/orders">{t('toOrders')}</Link>
      </div>
    );
  }
  return (
    <ul className="card-list">
      {orders.map((order) => {
        const window = returnWindow(order, now);
        return (
          <li key={order.id} className="card">
            <div className="card__body">
              <h2 className="card__title">{t('orderLabel', { id: order.id })}</h2>
              <p className="card__meta">{t('orderedOn', { date: new Date(order.created_at) })}</p>
              <p className="card__meta">{order.lines.map((line) => t('started.line', { quantity: line.quantity, name: line.name })).join(', ')}</p>
              {window.state === 'open' && <p className="return-window return-window--open">{t('returnUntil', { date: window.until })}</p>}
            </div>
            <Link className="button" href={{ pathname: '/my-account/orders/return/[id]', params: { id: order.id } }}>
              {t('start')}
              <span className="visually-hidden"> {t('orderLabel', { id: order.id })}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
