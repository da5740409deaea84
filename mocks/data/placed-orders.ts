import type { Checkout, Receipt } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import type { PlaceOrderInput } from '@/mocks/http/bodies';

/**
 * Where an order's payment stands: waiting for the shopper at the provider's confirmation step, paid
 * (whoever holds the receipt token may read the receipt), or given up.
 */
export type Payment = { state: 'pending'; redirectUrl: string } | { state: 'approved'; receiptToken: string } | { state: 'cancelled' };

/** An order placed through the checkout since the mock started; amounts in minor units. */
export interface PlacedOrder {
  id: string;
  checkoutId: string;
  locale: StorefrontCode;
  /** The order as the shop sent it, for tests to read (`GET /__mock/placed-orders/:id`). */
  received: PlaceOrderInput;
  receipt: Receipt;
  /** The checkout as it was priced for this order: what a completed checkout answers from then on. */
  checkout: Checkout;
  payment: Payment;
  /** The signed-in customer who placed it (their bearer token came with it), or null for a guest. */
  accountId: number | null;
}

const KEPT_ORDERS = 5000;
/** Well clear of the seeded TD-1002xx, so a placed order never shadows a seeded one. */
const FIRST_ORDER_NUMBER = 200001;

const orders = new BoundedMap<string, PlacedOrder>(KEPT_ORDERS);
let nextNumber = FIRST_ORDER_NUMBER;

export function nextOrderId(): string {
  const id = `TD-${nextNumber}`;
  nextNumber += 1;
  return id;
}

export function storePlacedOrder(order: PlacedOrder): void {
  orders.set(order.id, order);
}

export function placedOrder(id: string): PlacedOrder | undefined {
  return orders.get(id.trim().toUpperCase());
}
