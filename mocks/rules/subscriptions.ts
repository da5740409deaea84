import type { SubscriptionInterval, SubscriptionStatus } from '@/platform/api/types';
import { isoDate, startOfUtcDay } from '@/mocks/data/mock-day';
import type { SubscriptionRecord } from '@/mocks/data/subscriptions';

export type SubscriptionChange = { interval: SubscriptionInterval } | { status: SubscriptionStatus };

const MONTHS: Readonly<Record<SubscriptionInterval, number>> = { '1-month': 1, '2-months': 2, '3-months': 3, '6-months': 6 };

/** The delivery one interval after a day (YYYY-MM-DD). */
export function nextDeliveryFrom(day: number, interval: SubscriptionInterval): string {
  const next = new Date(startOfUtcDay(day));
  next.setUTCMonth(next.getUTCMonth() + MONTHS[interval]);
  return isoDate(next.getTime());
}

/**
 * Applies a change in place, or refuses it: a cancelled subscription is final. Pausing or cancelling
 * drops the next delivery; resuming, or a new interval while active, counts one interval from today.
 */
export function changeSubscription(record: SubscriptionRecord, change: SubscriptionChange, now = Date.now()): 'subscription_cancelled' | null {
  if (record.status === 'cancelled') return 'subscription_cancelled';
  if ('interval' in change) {
    record.interval = change.interval;
    if (record.status === 'active') record.nextDelivery = nextDeliveryFrom(now, change.interval);
    return null;
  }
  if (change.status === record.status) return null;
  record.status = change.status;
  record.nextDelivery = change.status === 'active' ? nextDeliveryFrom(now, record.interval) : null;
  return null;
}
