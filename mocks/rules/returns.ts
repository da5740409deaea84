import { RETURN_REASONS } from '@/platform/api/vocabulary';
import type { OrderReturnReason } from '@/platform/api/types';
import { catalog } from '@/mocks/data/catalog';
import { DAY_MS } from '@/mocks/data/mock-day';
import type { OrderRecord } from '@/mocks/data/orders';
import { addReturn, nextReturnId, returnsOfOrder, type ReturnRecord } from '@/mocks/data/returns';
import { deliveredAt } from '@/mocks/rules/order-timeline';

/**
 * Days after delivery during which the customer may start a return (the statutory right of
 * withdrawal is 14 days; the shop promises 30). `returnable_until` is delivery plus this.
 */
export const RETURN_WINDOW_DAYS = 30;

/** The last moment a return may be started; null for an order that is not delivered. */
export function returnableUntil(order: OrderRecord): number | null {
  const delivered = deliveredAt(order);
  return delivered === null ? null : delivered + RETURN_WINDOW_DAYS * DAY_MS;
}

export function isReturnable(order: OrderRecord, now = Date.now()): boolean {
  const until = returnableUntil(order);
  return until !== null && now <= until;
}

/** Units of each sku (upper case) on a return that was not rejected. */
export function returnedQuantities(orderId: string): Map<string, number> {
  const returned = new Map<string, number>();
  for (const record of returnsOfOrder(orderId)) {
    if (record.status === 'rejected') continue;
    for (const line of record.lines) returned.set(line.sku.toUpperCase(), (returned.get(line.sku.toUpperCase()) ?? 0) + line.quantity);
  }
  return returned;
}

/** The order's lines by upper-case sku, with the units bought. */
function boughtQuantities(order: OrderRecord): Map<string, number> {
  const { byId } = catalog();
  const bought = new Map<string, number>();
  for (const line of order.lines) {
    const sku = byId.get(line.productId)?.sku.toUpperCase();
    if (sku) bought.set(sku, (bought.get(sku) ?? 0) + line.quantity);
  }
  return bought;
}

export interface ReturnRequest {
  lines: readonly { sku: string; quantity: number }[];
  reason: string;
}

export type ReturnRefusal = 'not_returnable' | 'invalid_quantity';

/**
 * A return of some of the order's units, or why not: `not_returnable` when the order is not
 * delivered or its window has closed; `invalid_quantity` for no lines, an unknown sku, a quantity
 * under 1 or past what was bought less what is already on a return, or an unknown reason.
 */
export function startReturn(order: OrderRecord, request: ReturnRequest, now = Date.now()): ReturnRecord | ReturnRefusal {
  if (!isReturnable(order, now)) return 'not_returnable';
  const reason = RETURN_REASONS.find((known): known is OrderReturnReason => known === request.reason);
  if (!reason || request.lines.length === 0) return 'invalid_quantity';
  const left = boughtQuantities(order);
  for (const [sku, quantity] of returnedQuantities(order.id)) left.set(sku, (left.get(sku) ?? 0) - quantity);
  const lines = new Map<string, number>();
  for (const line of request.lines) {
    const sku = line.sku.trim().toUpperCase();
    lines.set(sku, (lines.get(sku) ?? 0) + line.quantity);
  }
  for (const [sku, quantity] of lines) {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > (left.get(sku) ?? 0)) return 'invalid_quantity';
  }
  const record: ReturnRecord = {
    id: nextReturnId(),
    orderId: order.id,
    createdAt: new Date(now).toISOString(),
    status: 'requested',
    reason,
    lines: [...lines].map(([sku, quantity]) => ({ sku, quantity })),
  };
  addReturn(record);
  return record;
}
