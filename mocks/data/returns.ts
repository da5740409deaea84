import type { OrderReturnReason, OrderReturnStatus } from '@/platform/api/types';
import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { dayAt } from '@/mocks/data/mock-day';

export interface ReturnRecord {
  id: string;
  orderId: string;
  createdAt: string;
  status: OrderReturnStatus;
  reason: OrderReturnReason;
  lines: readonly { sku: string; quantity: number }[];
}

/** Anna's earlier return, on her old delivered order TD-100238: refunded long ago. */
const SEEDED: readonly ReturnRecord[] = [
  { id: 'RT-100001', orderId: 'TD-100238', createdAt: dayAt(-85, 10), status: 'refunded', reason: 'defective', lines: [{ sku: 'TDS10021', quantity: 1 }] },
];

const seededByOrder = new Map<string, ReturnRecord[]>();
for (const record of SEEDED) seededByOrder.set(record.orderId, [...(seededByOrder.get(record.orderId) ?? []), record]);
/** Returns of created accounts' orders and returns started since the mock started, by order. */
const byOrder = new BoundedMap<string, ReturnRecord[]>(KEPT_ACCOUNTS * 12);

let nextNumber = 100002;

export function nextReturnId(): string {
  const id = `RT-${nextNumber}`;
  nextNumber += 1;
  return id;
}

export function addReturn(record: ReturnRecord): void {
  byOrder.set(record.orderId, [...returnsOfOrder(record.orderId), record]);
}

export function returnsOfOrder(orderId: string): readonly ReturnRecord[] {
  return byOrder.get(orderId) ?? seededByOrder.get(orderId) ?? [];
}
