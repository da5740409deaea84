import { getFormatter, getTranslations } from 'next-intl/server';
import { OrderStatusBadge } from '@/features/orders/OrderStatusBadge';
import { OrderTimeline } from '@/features/orders/OrderTimeline';
import type { Tracking } from '@/platform/api/types';
import { calendarDate, carrierTrackingLink } from '@/features/orders/carrier-link';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** Where an order is: its steps, the carrier and parcel, when it is expected, and what has happened, newest first. */
export async function TrackingResult({ storefront, tracking }: { storefront: Storefront; tracking: Tracking }) {
  const locale = storefront.code;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'orders' }), getFormatter({ locale })]);
  const carrierLink = carrierTrackingLink(tracking.tracking_url);
  const estimate = tracking.estimated_delivery;
  const events = [...tracking.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <section className="tracking" aria-labelledby="tracking-heading">
      <h2 id="tracking-heading">{t('orderHeading', { id: tracking.order_id })}</h2>
      <p className="tracking__current">
        {t('track.status')} <OrderStatusBadge locale={locale} status={tracking.status} />
      </p>
      <OrderTimeline storefront={storefront} status={tracking.status} events={tracking.events} />
      <dl className="tracking__facts">
        <div>
          <dt>{t('track.carrier')}</dt>
          <dd>{tracking.carrier}</dd>
        </div>
        {tracking.tracking_number && (
          <div>
            <dt>{t('track.trackingNumber')}</dt>
            <dd>
              <span className="tracking__number">{tracking.tracking_number}</span>
              {carrierLink && (
                <>
                  {' '}
                  <a href={carrierLink} rel="noopener noreferrer external">
                    {t('track.carrierLink', { carrier: tracking.carrier })}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
        {estimate && (
          <div>
            <dt>{t('track.estimate')}</dt>
            <dd data-testid="tracking-estimate">
              {format.dateTimeRange(calendarDate(estimate.from), calendarDate(estimate.to), {
                weekday: 'short',
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              })}
            </dd>
          </div>
        )}
      </dl>
      {events.length > 0 && (
        <>
          <h3>{t('track.events')}</h3>
          <ol className="tracking__events">
            {events.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                <time dateTime={event.at}>
                  {format.dateTime(new Date(event.at), { dateStyle: 'medium', timeStyle: 'short', timeZone: storefront.timeZone })}
                </time>
                <span className="tracking__event-status">{t(`status.${event.status}`)}</span>
                <span>{event.description}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
