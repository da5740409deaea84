import { HOUR_MS } from '@/mocks/data/mock-day';
import type { OrderRecord, OrderStatus } from '@/mocks/data/orders';

/** The statuses an order has passed through, with hours after it was placed. */
const TIMELINE: Readonly<Record<OrderStatus, readonly (readonly [OrderStatus, number])[]>> = {
  received: [['received', 0]],
  processing: [
    ['received', 0],
    ['processing', 4],
  ],
  shipped: [
    ['received', 0],
    ['processing', 4],
    ['shipped', 26],
  ],
  delivered: [
    ['received', 0],
    ['processing', 4],
    ['shipped', 26],
    ['delivered', 70],
  ],
  cancelled: [
    ['received', 0],
    ['cancelled', 2],
  ],
};

/** Hours after placing until the warehouse starts on an order (the estimate counts from then). */
export const PROCESSING_AFTER_HOURS = 4;

export interface TimelineEvent {
  status: OrderStatus;
  at: number;
}

export function orderEvents(order: Pick<OrderRecord, 'createdAt' | 'status'>): TimelineEvent[] {
  const placed = Date.parse(order.createdAt);
  return TIMELINE[order.status].map(([status, hours]) => ({ status, at: placed + hours * HOUR_MS }));
}

/** When the parcel reached the customer; null unless the order is delivered. */
export function deliveredAt(order: Pick<OrderRecord, 'createdAt' | 'status'>): number | null {
  return orderEvents(order).find((event) => event.status === 'delivered')?.at ?? null;
}
