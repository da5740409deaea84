import { useTranslations } from 'next-intl';
import { STOCK_ALERT_DAYS } from '@/features/stock-alerts/alert-rules';
import { StockAlertFormLoader } from '@/features/stock-alerts/StockAlertFormLoader';

/** The out-of-stock product's alert (docs/product/stock-alerts.md, STK-1, STK-6): heading and promise from the server, the form an island. */
export function StockAlertOffer({ productId }: { productId: number }) {
  const t = useTranslations('stockAlerts');
  return (
    <section className="stock-alert" aria-labelledby="stock-alert-title">
      <h2 id="stock-alert-title">{t('title')}</h2>
      <p>{t('lead', { days: STOCK_ALERT_DAYS })}</p>
      <StockAlertFormLoader
        productId={productId}
        texts={{
          email: t('email'),
          submit: t('submit'),
          working: t('working'),
          messages: {
            'check-inbox': t('answers.check-inbox'),
            started: t('answers.started'),
            'invalid-email': t('answers.invalid-email'),
            'too-many': t('answers.too-many'),
            unavailable: t('answers.unavailable'),
          },
        }}
      />
    </section>
  );
}
