import type { Order, OrderLine } from '@/platform/api/types';

/**
 * Whether an order can still be returned, and until when. The backend sets `returnable_until` once
 * an order is delivered and the window starts; a cancelled or undelivered order has none.
 */
export type ReturnWindow = { state: 'open'; until: Date } | { state: 'closed'; closedAt: Date } | { state: 'none' };

export function returnWindow(order: Pick<Order, 'status' | 'returnable_until'>, now: Date): ReturnWindow {
  if (order.status !== 'delivered' || order.returnable_until === null) return { state: 'none' };
  const until = new Date(order.returnable_until);
  if (Number.isNaN(until.getTime())) return { state: 'none' };
  return until.getTime() > now.getTime() ? { state: 'open', until } : { state: 'closed', closedAt: until };
}

/** What is left to return of a line: never more than was bought minus what is already on a return. */
export function returnableQuantity(line: Pick<OrderLine, 'quantity' | 'returned_quantity'>): number {
  return Math.max(0, line.quantity - line.returned_quantity);
}

/** An order a return can be started for: its window is open and something of it is left to return. */
export function canStartReturn(
  order: Pick<Order, 'status' | 'returnable_until'> & { lines: readonly Pick<OrderLine, 'quantity' | 'returned_quantity'>[] },
  now: Date,
): boolean {
  return returnWindow(order, now).state === 'open' && order.lines.some((line) => returnableQuantity(line) > 0);
}
