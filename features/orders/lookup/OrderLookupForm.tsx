import { useTranslations } from 'next-intl';
import { TrackingLookupForm } from '@/features/orders/tracking/TrackingLookupForm';

/**
 * Order number and e-mail lead to the tracking page of that order. The form works before any
 * JavaScript has loaded, and the e-mail never appears in a URL; after a look-up it is filled in
 * again from the look-up's own cookie, so a typo is fixed in place and an outage is retried with one click.
 */
export function OrderLookupForm({ orderId = '', email = '' }: { orderId?: string; email?: string }) {
  const t = useTranslations('orders');
  return (
    <TrackingLookupForm unreachable={t('trackingUnavailable')}>
      <label htmlFor="lookup-order">{t('orderNumber')}</label>
      <input id="lookup-order" name="order" required defaultValue={orderId} autoComplete="off" pattern="[A-Za-z0-9-]{3,40}" />
      <label htmlFor="lookup-email">{t('email')}</label>
      <input id="lookup-email" name="email" type="email" required autoComplete="email" defaultValue={email} />
      <button type="submit" className="button">
        {t('lookUp')}
      </button>
    </TrackingLookupForm>
  );
}
