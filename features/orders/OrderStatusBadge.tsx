import { getTranslations } from 'next-intl/server';
import type { OrderStatus } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** An order's status in words, on a badge whose colour only repeats what the words say. */
export async function OrderStatusBadge({ locale, status }: { locale: StorefrontCode; status: OrderStatus }) {
  const t = await getTranslations({ locale, namespace: 'orders.status' });
  return <span className={`badge order-status order-status--${status}`}>{t(status)}</span>;
}
