import { useTranslations } from 'next-intl';
import { InfoPage } from '@/components/content/InfoPage';
import { Link } from '@/lib/i18n/navigation';

export type CheckoutStage = 'checkout' | 'confirmation' | 'failed';

/** The checkout stages. Checkout and confirmation are per-visitor and never cached (SPEC.md section 2). */
export function CheckoutOutcome({ stage, orderId }: { stage: CheckoutStage; orderId?: string }) {
  const t = useTranslations('checkout');
  return (
    <InfoPage title={t(`${stage}.title`)} lead={t(`${stage}.lead`, { id: orderId ?? '' })}>
      {stage === 'confirmation' && orderId && (
        <p>
          <Link href={{ pathname: '/track-order/[id]', params: { id: orderId } }}>{t('confirmation.track')}</Link>
        </p>
      )}
      <p>
        <Link href={stage === 'failed' ? '/checkout' : '/'} className="button">
          {t(`${stage}.action`)}
        </Link>
      </p>
    </InfoPage>
  );
}
