import type { Checkout, SubscriptionInterval } from '@/platform/api/types';
import { SUBSCRIPTION_INTERVALS } from '@/platform/api/vocabulary';
import { nextSubscriptionId, type SubscriptionRecord } from '@/mocks/data/subscriptions';
import { nextDeliveryFrom } from '@/mocks/rules/subscriptions';

const isInterval = (name: string | undefined): name is SubscriptionInterval => SUBSCRIPTION_INTERVALS.some((interval) => interval === name);

/**
 * The subscriptions a signed-in customer's approved order starts (docs/product/orders.md, ORD-9 and
 * ORD-10): one per subscribed line, active, its first repeat one interval after the order. The
 * checkout's lines already hold only intervals their products offer (ORD-7); a guest's order starts
 * none, as there is no account to manage them.
 */
export function subscriptionsOfOrder(accountId: number, checkout: Checkout, now = Date.now()): SubscriptionRecord[] {
  return checkout.items.flatMap((line) => {
    const interval = line.subscription_interval?.name;
    if (!isInterval(interval) || line.quantity <= 0) return [];
    return [
      {
        id: nextSubscriptionId(),
        accountId,
        productId: line.product_id,
        quantity: line.quantity,
        interval,
        status: 'active' as const,
        nextDelivery: nextDeliveryFrom(now, interval),
      },
    ];
  });
}
