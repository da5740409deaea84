import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { ApiResult } from '@/platform/api/result';
import type { Receipt } from '@/platform/session/receipt-cookie';

/**
 * What placing an order (or coming back from the payment provider) means for the shopper. The
 * receipt token never reaches the page: the route handler keeps it in an HttpOnly cookie.
 *
 * `unconfirmed`: the backend did not answer in time or failed, so the order may or may not exist.
 * The shopper keeps the same idempotency key and the next try asks about the same order.
 * `rejected`: the backend refused the request as such (a 4xx); trying again unchanged will not help.
 */
export type PlacedOutcome =
  | { outcome: 'approved'; orderId: string }
  | { outcome: 'action_required'; orderId: string; redirectUrl: string }
  | { outcome: 'declined' | 'cancelled' | 'provider_error' }
  | { outcome: 'changed' }
  | { outcome: 'unconfirmed' }
  | { outcome: 'rejected' };

export type PaymentFailure = Extract<PlacedOutcome['outcome'], 'declined' | 'cancelled' | 'provider_error' | 'unconfirmed'>;

/** Only a web address may take the shopper away to a provider: never `javascript:` or `data:`. */
export function isProviderAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function placedOutcome(result: ApiResult<PlaceOrderResult>): { placed: PlacedOutcome; receipt: Receipt | null } {
  if (!result.ok) {
    const refused = result.error.kind === 'http' && result.error.status >= 400 && result.error.status < 500;
    return { placed: { outcome: refused ? 'rejected' : 'unconfirmed' }, receipt: null };
  }
  const answer = result.data;
  switch (answer.outcome) {
    case 'approved':
      return { placed: { outcome: 'approved', orderId: answer.order_id }, receipt: { orderId: answer.order_id, token: answer.receipt_token } };
    case 'action_required':
      return isProviderAddress(answer.redirect_url)
        ? { placed: { outcome: 'action_required', orderId: answer.order_id, redirectUrl: answer.redirect_url }, receipt: null }
        : { placed: { outcome: 'provider_error' }, receipt: null };
    case 'changed':
      return { placed: { outcome: 'changed' }, receipt: null };
    case 'declined':
    case 'cancelled':
    case 'provider_error':
      return { placed: { outcome: answer.outcome }, receipt: null };
  }
}

/** The failed page's `reason`: what happened, in words a URL can carry. */
export const FAILURE_REASONS: Readonly<Record<PaymentFailure, string>> = {
  declined: 'declined',
  cancelled: 'cancelled',
  provider_error: 'provider-error',
  unconfirmed: 'timeout',
};

export function failureFromReason(reason: string | undefined): PaymentFailure | null {
  const entry = Object.entries(FAILURE_REASONS).find(([, value]) => value === reason);
  return entry ? (entry[0] as PaymentFailure) : null;
}
