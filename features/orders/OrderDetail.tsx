import { getFormatter, getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { intervalWords } from '@/features/cart';
import { PlacedLine, SummaryTotals } from '@/features/checkout';
import { BuyAgainButton } from '@/features/orders/buy-again/BuyAgainButton';
import { OrderStatusBadge } from '@/features/orders/OrderStatusBadge';
import { OrderTimeline } from '@/features/orders/OrderTimeline';
import type { Order } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { buyAgainPlan } from '@/features/orders/buy-again/buy-again';
import { returnWindow } from '@/features/orders/returns/return-window';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** Where the order is shown: the account's order list, or my order (the order look-up's page). */
export type OrderArea = 'account' | 'my-order';

/**
 * One order as its owner sees it, in the account and on my order alike: status and its steps, what
 * was bought at which price, the totals with VAT as the checkout showed them, where and how it is
 * delivered and paid, and what can be done with it (buy again, return while the window is open).
 */
export async function OrderDetail({ storefront, order, area, now }: { storefront: Storefront; order: Order; area: OrderArea; now: Date }) {
  const locale = storefront.code;
  const [t, tForm, tConfirmation, tCart, format] = await Promise.all([
    getTranslations({ locale, namespace: 'orders' }),
    getTranslations({ locale, namespace: 'checkoutForm' }),
    getTranslations({ locale, namespace: 'checkout.confirmation' }),
    getTranslations({ locale, namespace: 'cart' }),
    getFormatter({ locale }),
  ]);
  const money = (minor: number) => formatMoney(minor, storefront);
  const date = (iso: string | Date) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: storefront.timeZone });
  const includeVat = order.customer_type === 'private' || !storefront.allowExVAT;
  const { delivery } = order;
  const returns = returnWindow(order, now);
  const interval = (name: string) => intervalWords(name, (known) => tCart(`intervals.${known}`));

  return (
    <article className="order-detail" aria-labelledby="order-heading">
      <header className="order-detail__header">
        {area === 'account' && (
          <p className="order-detail__back">
            <Link href="/my-account/orders">← {t('detail.back')}</Link>
          </p>
        )}
        <h1 id="order-heading">{t('orderHeading', { id: order.id })}</h1>
        <p className="order-detail__meta">
          <span>{t('detail.placed', { date: date(order.created_at) })}</span>
          <OrderStatusBadge locale={locale} status={order.status} />
        </p>
        <OrderTimeline storefront={storefront} status={order.status} />
        <div className="order-detail__actions">
          <PageMessages locale={locale} page="buyAgain">
            <BuyAgainButton plan={buyAgainPlan(order.lines)} label={t('detail.buyAgain')} busyLabel={t('detail.buyAgainBusy')} />
          </PageMessages>
          {returns.state === 'open' && (
            <Link
              className="button button--secondary"
              href={
                area === 'account'
                  ? { pathname: '/my-account/orders/return/[id]', params: { id: order.id } }
                  : { pathname: '/my-order/return/[id]', params: { id: order.id } }
              }
            >
              {t('detail.returnItems')}
            </Link>
          )}
        </div>
        {returns.state === 'open' && <p className="order-detail__returns">{t('detail.returnOpen', { date: date(returns.until) })}</p>}
        {returns.state === 'closed' && <p className="order-detail__returns">{t('detail.returnClosed', { date: date(returns.closedAt) })}</p>}
      </header>

      <div className="order-detail__grid">
        <section aria-labelledby="order-delivery">
          <h2 id="order-delivery">{tConfirmation('delivery')}</h2>
          <p>
            {tForm(`delivery.kind.${delivery.kind}`)}, {delivery.carrier}
          </p>
          {delivery.service_point && <p>{t('detail.servicePoint', { name: delivery.service_point })}</p>}
          <h3>{tConfirmation('address')}</h3>
          <address>
            {delivery.address.name}
            <br />
            {delivery.address.street}
            <br />
            {delivery.address.postal_code} {delivery.address.city}
          </address>
          <h3>{t('detail.tracking')}</h3>
          {order.tracking_number ? (
            <p>
              <span className="order-detail__tracking-number">{order.tracking_number}</span>{' '}
              <Link href={{ pathname: '/track-order/[id]', params: { id: order.id } }}>{t('detail.trackLink')}</Link>
            </p>
          ) : (
            <p>{t('detail.noTracking')}</p>
          )}
        </section>
        <section aria-labelledby="order-payment">
          <h2 id="order-payment">{tConfirmation('payment')}</h2>
          <p>{tForm(`payment.${order.customer_type}.${order.payment.kind}.title`)}</p>
        </section>
      </div>

      <section aria-labelledby="order-lines" className="order-detail__lines">
        <h2 id="order-lines">{tForm('summary.lines')}</h2>
        {!includeVat && <p className="order-detail__note">{tForm('summary.pricesExclVat')}</p>}
        <ul className="summary-lines">
          {order.lines.map((line) => (
            <PlacedLine
              key={`${line.sku}-${line.price}-${line.subscription_interval ?? ''}`}
              line={line}
              storefront={storefront}
              includeVat={includeVat}
              quantityText={(quantity, price) => tForm('summary.quantity', { quantity, price })}
            >
              <p className="summary-line__meta">{t('detail.sku', { sku: line.sku })}</p>
              {line.subscription_interval && <p className="summary-line__meta">{tCart('subscription', { interval: interval(line.subscription_interval) })}</p>}
              {line.returned_quantity > 0 && <p className="summary-line__returned">{t('detail.returned', { count: line.returned_quantity })}</p>}
            </PlacedLine>
          ))}
        </ul>
        <dl className="summary-totals">
          <SummaryTotals
            totals={order.totals}
            vatPercent={order.lines[0]?.vat ?? 0}
            includeVat={includeVat}
            hasShippingMethod
            codes={[]}
            testIdPrefix="order"
            label={(key) => tForm(`summary.${key}`)}
            money={money}
          />
        </dl>
      </section>
    </article>
  );
}
