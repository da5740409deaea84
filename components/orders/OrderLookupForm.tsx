import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * Order number and e-mail lead to the tracking page of that order. A plain GET form: it works
 * before any JavaScript has loaded.
 */
export function OrderLookupForm({ orderId = '', email = '' }: { orderId?: string; email?: string }) {
  const t = useTranslations('orders');
  const locale = useLocale();
  return (
    <form className="stacked-form" method="get" action={getPathname({ locale, href: '/track-order' })}>
      <label htmlFor="lookup-order">{t('orderNumber')}</label>
      <input id="lookup-order" name="order" required defaultValue={orderId} autoComplete="off" pattern="[A-Za-z0-9-]{3,40}" />
      <label htmlFor="lookup-email">{t('email')}</label>
      <input id="lookup-email" name="email" type="email" required defaultValue={email} autoComplete="email" />
      <button type="submit" className="button">
        {t('lookUp')}
      </button>
    </form>
  );
}
