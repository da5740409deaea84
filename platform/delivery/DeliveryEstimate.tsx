'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { StockStatus } from '@/platform/api/types';
import { useBrowserMinute } from '@/platform/ui/use-browser-minute';
import { deliveryEstimate } from '@/platform/delivery/delivery';

/**
 * Expected delivery from today. Worked out in the browser: a cached page must not carry the date
 * it happened to be rendered on. The line keeps its height before it fills in.
 */
export function DeliveryEstimate({ status, estimatedAt, shipsOn }: { status: StockStatus; estimatedAt?: string | null; shipsOn?: string | null }) {
  const t = useTranslations('delivery');
  const format = useFormatter();
  const now = useBrowserMinute();
  const estimate = now === null ? null : deliveryEstimate(status, now, estimatedAt, shipsOn);
  let text = '\u00a0';
  if (estimate?.kind === 'range') {
    text = t('range', { range: format.dateTimeRange(estimate.from, estimate.to, { day: 'numeric', month: 'short' }) });
  } else if (estimate) {
    text = t(estimate.kind, { date: format.dateTime(estimate.from, { day: 'numeric', month: 'long' }) });
  }
  return <span className="delivery-estimate">{text}</span>;
}
