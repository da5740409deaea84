import { SUBSCRIPTION_INTERVALS } from '@/platform/api/subscription-intervals';
import type { CartItem, SubscriptionInterval } from '@/platform/api/types';

/**
 * Subscriptions in the cart (docs/product/orders.md, ORD-7 and ORD-8): which intervals a product
 * offers, and the line a shopper's choice puts in the cart.
 */

export function isSubscriptionInterval(value: unknown): value is SubscriptionInterval {
  return (SUBSCRIPTION_INTERVALS as readonly unknown[]).includes(value);
}

/**
 * The intervals a product page offers: the backend's names that the shop knows, once each, shortest
 * first. A name the shop cannot word is not offered rather than shown raw.
 */
export function offeredIntervals(names: readonly string[]): SubscriptionInterval[] {
  return SUBSCRIPTION_INTERVALS.filter((interval) => names.includes(interval));
}

/** The line bought once (`null`) or as a subscription at an interval. */
export function withSubscription(item: CartItem, interval: SubscriptionInterval | null): CartItem {
  return { ...item, subscription_interval: interval === null ? null : { name: interval } };
}

/** A line's interval in the shopper's words; a name the shop does not know is shown as the backend sent it. */
export function intervalWords(name: string, words: (interval: SubscriptionInterval) => string): string {
  return isSubscriptionInterval(name) ? words(name) : name;
}
