import type { SubscriptionInterval, SubscriptionStatus } from '@/platform/api/types';
import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { DAY_MS, isoDate, MOCK_DAY } from '@/mocks/data/mock-day';

/** A product delivered again and again; the record is its state (changes apply in place). */
export interface SubscriptionRecord {
  id: string;
  accountId: number;
  productId: number;
  quantity: number;
  interval: SubscriptionInterval;
  status: SubscriptionStatus;
  /** YYYY-MM-DD; null while paused or cancelled. */
  nextDelivery: string | null;
}

const inDays = (days: number) => isoDate(MOCK_DAY + days * DAY_MS);

/** Anna's active and paused subscriptions (the active one is the line of TD-100231 bought with an interval), the workshop's active one. */
const SEEDED: readonly SubscriptionRecord[] = [
  { id: 'SUB-100001', accountId: 1, productId: 3, quantity: 2, interval: '3-months', status: 'active', nextDelivery: inDays(21) },
  { id: 'SUB-100002', accountId: 1, productId: 16, quantity: 1, interval: '2-months', status: 'paused', nextDelivery: null },
  { id: 'SUB-100003', accountId: 2, productId: 13, quantity: 20, interval: '1-month', status: 'active', nextDelivery: inDays(9) },
];

const seeded = SEEDED.map((record) => ({ ...record }));
const created = new BoundedMap<string, SubscriptionRecord>(KEPT_ACCOUNTS * 2);
const createdByAccount = new BoundedMap<number, readonly SubscriptionRecord[]>(KEPT_ACCOUNTS);

let nextNumber = 100004;

export function nextSubscriptionId(): string {
  const id = `SUB-${nextNumber}`;
  nextNumber += 1;
  return id;
}

export function addAccountSubscriptions(accountId: number, records: readonly SubscriptionRecord[]): void {
  for (const record of records) created.set(record.id, record);
  createdByAccount.set(accountId, records);
}

/** Subscriptions an order started, after those the account already has. */
export function addSubscriptionsOfOrder(accountId: number, records: readonly SubscriptionRecord[]): void {
  if (records.length === 0) return;
  const earlier = subscriptionsOfAccount(accountId);
  for (const record of records) created.set(record.id, record);
  createdByAccount.set(accountId, [...earlier, ...records]);
}

export function subscriptionById(id: string): SubscriptionRecord | undefined {
  const key = id.trim().toUpperCase();
  return seeded.find((record) => record.id === key) ?? created.get(key);
}

export function subscriptionsOfAccount(accountId: number): readonly SubscriptionRecord[] {
  return createdByAccount.get(accountId) ?? seeded.filter((record) => record.accountId === accountId);
}
