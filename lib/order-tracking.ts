import { fetchTracking } from '@/lib/api/calls/orders';
import type { Tracking } from '@/lib/api/types';
import type { OrderLookup } from '@/lib/order-lookup';
import { firstRefusal } from '@/lib/rate-limit';
import { rateLimiters } from '@/lib/rate-limits';
import type { StorefrontCode } from '@/lib/storefronts';

export type TrackingOutcome =
  | { kind: 'found'; tracking: Tracking }
  | { kind: 'not-found' }
  /** The backend could not answer (5xx, time-out, a broken body): no verdict on the shopper's details. */
  | { kind: 'unavailable' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * An order number and e-mail looked up for the tracking page, under the same limits as the order
 * sign-in (lib/rate-limits.ts): guessing either costs as much here as there.
 */
export async function trackOrder(storefront: StorefrontCode, lookup: OrderLookup, client: string): Promise<TrackingOutcome> {
  const order = lookup.orderId.toUpperCase();
  const limited = firstRefusal([await rateLimiters.orderLookupPerClient.take(client), await rateLimiters.orderLookupFailuresPerOrder.check(order)]);
  if (limited) return { kind: 'limited', retryAfterSeconds: limited.retryAfterSeconds };
  const result = await fetchTracking(storefront, lookup.orderId, lookup.email);
  if (result.ok) return { kind: 'found', tracking: result.data };
  if (result.error.kind !== 'http' || result.error.status >= 500) return { kind: 'unavailable' };
  if (result.error.status === 404) await rateLimiters.orderLookupFailuresPerOrder.record(order);
  return { kind: 'not-found' };
}
