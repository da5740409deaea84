import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { PlacedOrder } from '@/mocks/data/placed-orders';
import { addSubscriptionsOfOrder } from '@/mocks/data/subscriptions';
import { checkoutRecord } from '@/mocks/rules/checkouts';
import { subscriptionsOfOrder } from '@/mocks/rules/order-subscriptions';

const RECEIPT_TOKEN_BYTES = 16;

/** 32 random hex digits: the only key to an order's receipt. */
function newReceiptToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(RECEIPT_TOKEN_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The provider approved the payment: the order gets its receipt token and completes its checkout.
 * A checkout has one approved order at most, so an order confirmed after another order of the same
 * checkout was approved (two tabs) is cancelled instead: the shopper pays once. A signed-in
 * customer's approved order starts the subscriptions of its subscribed lines.
 */
export function approvePayment(order: PlacedOrder): void {
  const record = checkoutRecord(order.checkoutId, order.locale);
  if (record && record.orderId !== null && record.orderId !== order.id) {
    order.payment = { state: 'cancelled' };
    return;
  }
  order.payment = { state: 'approved', receiptToken: newReceiptToken() };
  if (record) record.orderId = order.id;
  if (order.accountId !== null) addSubscriptionsOfOrder(order.accountId, subscriptionsOfOrder(order.accountId, order.checkout));
}

export function cancelPayment(order: PlacedOrder): void {
  order.payment = { state: 'cancelled' };
}

/** Where the order's payment stands, as placing it and asking about it answer. */
export function orderOutcome(order: PlacedOrder): PlaceOrderResult {
  switch (order.payment.state) {
    case 'pending':
      return { outcome: 'action_required', order_id: order.id, redirect_url: order.payment.redirectUrl };
    case 'approved':
      return { outcome: 'approved', order_id: order.id, receipt_token: order.payment.receiptToken };
    case 'cancelled':
      return { outcome: 'cancelled', order_id: order.id };
  }
}
