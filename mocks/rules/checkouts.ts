import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { Checkout } from '@/platform/api/types';
import type { OrderSessionProvider } from '@/platform/api/vocabulary';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { placedOrder } from '@/mocks/data/placed-orders';
import type { CheckoutInput } from '@/mocks/http/bodies';
import { NO_ADJUSTMENTS, type CheckoutAdjustments } from '@/mocks/rules/checkout-adjustments';
import { priceCheckout } from '@/mocks/rules/price-checkout';

/** A checkout as the mock remembers it: what it was last asked for, and what happened to it since. */
export interface CheckoutRecord {
  id: string;
  /** A checkout belongs to one storefront; asked for from another, it is unknown. */
  locale: StorefrontCode;
  input: CheckoutInput;
  adjustments: CheckoutAdjustments;
  /** The same checkout and provider get the same order session again. */
  sessions: Map<OrderSessionProvider, string>;
  /** The answer to each idempotency key, as a promise: a repeat while the first is in flight waits for it. */
  placements: Map<string, Promise<PlaceOrderResult>>;
  /** The one approved order; from then on the checkout is completed and takes no more changes. */
  orderId: string | null;
}

const KEPT_CHECKOUTS = 5000;
const checkouts = new BoundedMap<string, CheckoutRecord>(KEPT_CHECKOUTS);

export function checkoutRecord(id: string, locale: StorefrontCode): CheckoutRecord | undefined {
  const record = checkouts.get(id);
  return record?.locale === locale ? record : undefined;
}

/** The checkout priced now; a completed one answers as it was when its order was placed. */
export function currentCheckout(record: CheckoutRecord, shippingMethod = record.input.shipping_method): Checkout {
  const order = record.orderId === null ? undefined : placedOrder(record.orderId);
  if (order) return { ...order.checkout, status: 'completed', order_id: order.id };
  return priceCheckout(record.id, { ...record.input, shipping_method: shippingMethod }, record.adjustments, record.locale);
}

/** Updates the checkout with that id, or starts a new one when the id is unknown or missing. */
export function upsertCheckout(checkoutId: string | null, input: CheckoutInput, locale: StorefrontCode): Checkout {
  const known = checkoutId === null ? undefined : checkoutRecord(checkoutId, locale);
  if (known) {
    if (known.orderId === null) known.input = input;
    return currentCheckout(known);
  }
  const record: CheckoutRecord = {
    id: crypto.randomUUID(),
    locale,
    input,
    adjustments: { ...NO_ADJUSTMENTS },
    sessions: new Map(),
    placements: new Map(),
    orderId: null,
  };
  checkouts.set(record.id, record);
  return currentCheckout(record);
}

export function orderSession(record: CheckoutRecord, provider: OrderSessionProvider): string {
  const known = record.sessions.get(provider);
  if (known) return known;
  const id = `${provider}-${crypto.randomUUID()}`;
  record.sessions.set(provider, id);
  return id;
}
