import { DAY_MS, HOUR_MS, isoDate, startOfUtcDay } from '@/mocks/data/mock-day';
import type { OrderRecord } from '@/mocks/data/orders';
import { CARRIER_DAYS } from '@/mocks/data/shipping';
import { PROCESSING_AFTER_HOURS } from '@/mocks/rules/order-timeline';

const isWeekend = (day: number) => [0, 6].includes(new Date(day).getUTCDay());

/** The date `days` business days after an instant's day; carriers do not deliver on Saturdays and Sundays. */
export function addBusinessDays(ms: number, days: number): number {
  let day = startOfUtcDay(ms);
  let left = days;
  while (left > 0) {
    day += DAY_MS;
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

/**
 * When the parcel is expected: the carrier's days for the delivery kind, in business days after the
 * warehouse starts on the order, never before today. Null once delivered or cancelled.
 */
export function estimatedDelivery(order: OrderRecord, now = Date.now()): { from: string; to: string } | null {
  if (order.status === 'delivered' || order.status === 'cancelled') return null;
  const processing = Date.parse(order.createdAt) + PROCESSING_AFTER_HOURS * HOUR_MS;
  const days = CARRIER_DAYS[order.shipping];
  const from = Math.max(addBusinessDays(processing, days.min), startOfUtcDay(now));
  const to = Math.max(addBusinessDays(processing, days.max), from);
  return { from: isoDate(from), to: isoDate(to) };
}
