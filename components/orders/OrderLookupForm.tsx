import { useLocale, useTranslations } from 'next-intl';
import { lookUpOrder } from '@/app/[locale]/track-order/actions';
import type { StorefrontCode } from '@/lib/storefronts';

/**
 * Order number and e-mail lead to the tracking page of that order. The form posts to a server
 * action, so it works before any JavaScript has loaded and the e-mail never appears in a URL.
 */
export function OrderLookupForm({ orderId = '' }: { orderId?: string }) {
  const t = useTranslations('orders');
  const locale = useLocale() as StorefrontCode;
  return (
    <form className="stacked-form" action={lookUpOrder.bind(null, locale)}>
      <label htmlFor="lookup-order">{t('orderNumber')}</label>
      <input id="lookup-order" name="order" required defaultValue={orderId} autoComplete="off" pattern="[A-Za-z0-9-]{3,40}" />
      <label htmlFor="lookup-email">{t('email')}</label>
      <input id="lookup-email" name="email" type="email" required autoComplete="email" />
      <button type="submit" className="button">
        {t('lookUp')}
      </button>
    </form>
  );
}
