import { getTranslations } from 'next-intl/server';
import type { OrderReturn } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The customer's returns, newest first: number, status, date, order, items and refund. */
export async function ReturnsList({ storefront, returns }: { storefront: Storefront; returns: readonly OrderReturn[] }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'returns' });
  if (returns.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('list.none')}</p>
        <Link className="button" href="/my-account/orders/return">
          {t('list.start')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p>
        <Link href="/my-account/orders/return">{t('list.start')}</Link>
      </p>
      <ul className="card-list">
        {returns.map((orderReturn) => (
          <li key={orderReturn.id} className="card card--stacked">
            <div className="card__head">
              <h2 className="card__title">{t('list.title', { id: orderReturn.id })}</h2>
              <span className={`status-badge status-badge--${orderReturn.status}`}>{t(`list.status.${orderReturn.status}`)}</span>
            </div>
            <dl className="facts">
              <div>
                <dt>{t('list.created')}</dt>
                <dd>{t('list.date', { date: new Date(orderReturn.created_at) })}</dd>
              </div>
              <div>
                <dt>{t('list.order')}</dt>
                <dd>
                  <Link href={{ pathname: '/my-order/[id]', params: { id: orderReturn.order_id } }}>{orderReturn.order_id}</Link>
                </dd>
              </div>
              <div>
                <dt>{t('list.reason')}</dt>
                <dd>{t(`reasons.${orderReturn.reason}`)}</dd>
              </div>
              <div>
                <dt>{t('list.refund')}</dt>
                <dd>{orderReturn.refund === null ? t('list.refundPending') : formatMoney(orderReturn.refund, storefront)}</dd>
              </div>
            </dl>
            <ul className="card__lines" aria-label={t('list.items')}>
              {orderReturn.lines.map((line) => (
                <li key={line.sku}>{t('started.line', { quantity: line.quantity, name: line.name })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
