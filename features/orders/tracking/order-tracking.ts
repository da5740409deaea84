import { fetchTracking } from '@/platform/api/calls/orders';
import type { Tracking } from '@/platform/api/types';
import type { OrderLookup } from '@/features/orders/lookup/order-lookup';
import { keyAndClient, limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

export type TrackingOutcome =
  | { kind: 'found'; tracking: Tracking }
  | { kind: 'not-found' }
  /** The backend could not answer (5xx, time-out, a broken body): no verdict on the shopper's details. */
  | { kind: 'unavailable' }
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * An order number and e-mail looked up for the tracking page, under the same limits as the order
 * sign-in (platform/security/rate-limits.ts): guessing either costs as much here as there.
 */
export async function trackOrder(storefront: StorefrontCode, lookup: OrderLookup, client: string): Promise<TrackingOutcome> {
  const order = lookup.orderId.toUpperCase();
  const attempt = await limitAttempt(client, {
    everyAttempt: [[rateLimiters.orderLookupPerClient, client]],
    failures: [
      [rateLimiters.orderLookupFailuresPerOrderAndClient, keyAndClient(order, client)],
      [rateLimiters.orderLookupFailuresPerOrder, order],
    ],
  });
  if (!attempt.allowed) return { kind: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
  const result = await fetchTracking(storefront, lookup.orderId, lookup.email);
  // Only a 404 judged the number and e-mail wrong: it stays counted as a failure.
  if (!result.ok && result.error.kind === 'http' && result.error.status === 404) return { kind: 'not-found' };
  await attempt.giveBack();
  if (result.ok) return { kind: 'found', tracking: result.data };
  if (result.error.kind !== 'http' || result.error.status >= 500) return { kind: 'unavailable' };
  return { kind: 'not-found' };
}
