import { useFormatter, useTranslations } from 'next-intl';
import type { StockStatus as Status } from '@/platform/api/types';

export function StockStatus({ status, estimatedAt }: { status: Status; estimatedAt?: string | null }) {
  const t = useTranslations('stock');
  const format = useFormatter();
  const label = status === 'presale' && estimatedAt ? t('presaleFrom', { date: format.dateTime(new Date(estimatedAt), { dateStyle: 'long' }) }) : t(status);
  return (
    <span className={`stock-status stock-status--${status}`}>
      <span className="stock-status__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
