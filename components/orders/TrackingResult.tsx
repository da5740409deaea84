import { useFormatter, useTranslations } from 'next-intl';
import type { Tracking } from '@/lib/api/types';

export function TrackingResult({ tracking }: { tracking: Tracking }) {
  const t = useTranslations('orders');
  const format = useFormatter();
  return (
    <section className="tracking" aria-labelledby="tracking-heading">
      <h2 id="tracking-heading">{t('orderHeading', { id: tracking.order_id })}</h2>
      <p>
        <strong>{t(`status.${tracking.status}`)}</strong>
        {' · '}
        {tracking.carrier}
        {tracking.tracking_number && ` · ${t('trackingNumber', { number: tracking.tracking_number })}`}
      </p>
      <ol className="tracking__events">
        {tracking.events.map((event) => (
          <li key={event.at}>
            <time dateTime={event.at}>{format.dateTime(new Date(event.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>{' '}
            {event.description}
          </li>
        ))}
      </ol>
    </section>
  );
}
