import * as z from 'zod/mini';
import type { PlacedOutcome } from '@/features/checkout/place-outcome';
import type { PlaceOrderBody } from '@/platform/api/calls/checkout';

/** Longer than the shop's own wait for the backend, so the shop's answer arrives first. */
const PLACE_REQUEST_TIMEOUT_MS = 25_000;

const placedOutcomeSchema: z.ZodMiniType<PlacedOutcome> = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approved'), orderId: z.string().check(z.minLength(1)) }),
  z.object({ outcome: z.literal('action_required'), orderId: z.string().check(z.minLength(1)), redirectUrl: z.string().check(z.minLength(1)) }),
  z.object({ outcome: z.enum(['declined', 'cancelled', 'provider_error', 'changed', 'unconfirmed', 'rejected']) }),
]);

async function post(path: string, body: unknown, locale: string): Promise<PlacedOutcome> {
  try {
    const response = await fetch(`${path}?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PLACE_REQUEST_TIMEOUT_MS),
    });
    const parsed = placedOutcomeSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : { outcome: 'unconfirmed' };
  } catch {
    // No answer: the order may exist. The caller keeps its idempotency key for the next try.
    return { outcome: 'unconfirmed' };
  }
}

/** The shop's own checkout endpoints (app/api/session/checkout): they keep the receipt token. */
export const checkoutSessionClient = {
  place: (locale: string, checkoutId: string, idempotencyKey: string, order: PlaceOrderBody) =>
    post('/api/session/checkout/place', { checkout_id: checkoutId, idempotency_key: idempotencyKey, order }, locale),
  afterProvider: (locale: string, checkoutId: string, orderId: string) =>
    post('/api/session/checkout/confirm', { checkout_id: checkoutId, order_id: orderId }, locale),
};
