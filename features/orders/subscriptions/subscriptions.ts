import type { SubscriptionChange } from '@/platform/api/calls/orders';
import type { ApiResult } from '@/platform/api/result';
import { SUBSCRIPTION_INTERVALS } from '@/platform/api/vocabulary';
import type { Subscription, SubscriptionInterval, SubscriptionStatus } from '@/platform/api/types';

/** What a customer can do with a subscription; each is confirmed before it is sent. */
export type SubscriptionIntent = 'interval' | 'pause' | 'resume' | 'cancel';

const INTENTS: Record<SubscriptionStatus, readonly SubscriptionIntent[]> = {
  active: ['interval', 'pause', 'cancel'],
  paused: ['interval', 'resume', 'cancel'],
  // Ended for good: the backend takes no more changes (409), so none is offered.
  cancelled: [],
};

export function subscriptionIntents(status: SubscriptionStatus): readonly SubscriptionIntent[] {
  return INTENTS[status];
}

function isSubscriptionInterval(value: unknown): value is SubscriptionInterval {
  return (SUBSCRIPTION_INTERVALS as readonly unknown[]).includes(value);
}

/** The change an intent sends; an interval change needs the interval chosen. */
export function subscriptionChange(intent: SubscriptionIntent, interval: unknown): SubscriptionChange | null {
  switch (intent) {
    case 'interval':
      return isSubscriptionInterval(interval) ? { interval } : null;
    case 'pause':
      return { status: 'paused' };
    case 'resume':
      return { status: 'active' };
    case 'cancel':
      return { status: 'cancelled' };
  }
}

/**
 * The line under a subscription's name: the date of the next delivery while it runs, else why none
 * comes. The date is the backend's calendar date, placed at noon UTC so that no storefront's time
 * zone moves it to the day before or after.
 */
export type NextDelivery = { kind: 'date'; date: Date } | { kind: 'paused' } | { kind: 'ended' } | { kind: 'unscheduled' };

export function nextDelivery(subscription: Pick<Subscription, 'status' | 'next_delivery'>): NextDelivery {
  if (subscription.status === 'cancelled') return { kind: 'ended' };
  if (subscription.status === 'paused') return { kind: 'paused' };
  return subscription.next_delivery ? { kind: 'date', date: new Date(`${subscription.next_delivery}T12:00:00Z`) } : { kind: 'unscheduled' };
}

export type SubscriptionOutcome =
  { kind: 'changed'; subscription: Subscription } | { kind: 'ended' } | { kind: 'signed-out' } | { kind: 'not-found' } | { kind: 'unavailable' };

/** 409: the subscription was cancelled meanwhile (in another tab or by customer service). */
export function subscriptionOutcome(result: ApiResult<Subscription>): SubscriptionOutcome {
  if (result.ok) return { kind: 'changed', subscription: result.data };
  if (result.error.kind !== 'http') return { kind: 'unavailable' };
  if (result.error.status === 401) return { kind: 'signed-out' };
  if (result.error.status === 404) return { kind: 'not-found' };
  if (result.error.status === 409) return { kind: 'ended' };
  return { kind: 'unavailable' };
}
