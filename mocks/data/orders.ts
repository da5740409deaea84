import { SUBSCRIPTION_INTERVALS, type ORDER_STATUSES } from '@/platform/api/vocabulary';
import type { CustomerType, PaymentKind, Receipt, ShippingKind, SubscriptionInterval } from '@/platform/api/types';
import { KEPT_ACCOUNTS, sameEmail } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { productBySku } from '@/mocks/data/catalog';
import { dayAt } from '@/mocks/data/mock-day';
import { placedOrder } from '@/mocks/data/placed-orders';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLineRecord {
  /** Seeded lines refer to products among the first 200 of every catalog size. */
  productId: number;
  quantity: number;
  subscriptionInterval?: SubscriptionInterval;
  /** The shop no longer sells it: the order line has no product page (slug null). */
  discontinued?: true;
}

/** Where a checkout-placed order goes, as the shopper gave it at the checkout. */
export interface PlacedDelivery {
  address: Receipt['address'];
  servicePoint: string | null;
}

export interface OrderRecord {
  id: string;
  email: string;
  customerName: string;
  /** The account that placed it; null for a guest order (reachable only through order lookup). */
  accountId: number | null;
  customerType: CustomerType;
  createdAt: string;
  status: OrderStatus;
  lines: readonly OrderLineRecord[];
  trackingNumber: string | null;
  shipping: ShippingKind;
  payment: PaymentKind;
  /** Null for seeded and created orders: they go to the storefront's demo address (mocks/data/demo-addresses.ts). */
  placedDelivery: PlacedDelivery | null;
}

const ANNA = { email: 'anna.svensson@example.com', customerName: 'Anna Svensson', accountId: 1, customerType: 'private', placedDelivery: null } as const;
const WORKSHOP = { email: 'inkop@verkstad.example', customerName: 'Verkstad Norden AB', accountId: 2, customerType: 'company', placedDelivery: null } as const;
const ERIK = { email: 'erik.lindqvist@example.com', customerName: 'Erik Lindqvist', accountId: null, customerType: 'private', placedDelivery: null } as const;
const LINNEA = { email: 'linnea.berg@example.com', customerName: 'Linnea Berg', accountId: null, customerType: 'private', placedDelivery: null } as const;

/**
 * Dated from the mock's start: TD-100231 and TD-100232 were delivered a few days ago (returnable),
 * TD-100238 and TD-100239 months ago (the return window has closed). TD-100240 cannot be bought
 * again in full: a product no longer sold, one out of stock (TDS10022) and more than the stock left
 * of TDS10005 (3).
 */
export const ORDERS: readonly OrderRecord[] = [
  {
    id: 'TD-100231',
    ...ANNA,
    createdAt: dayAt(-6, 9.2),
    status: 'delivered',
    lines: [
      { productId: 42, quantity: 1 },
      { productId: 3, quantity: 2, subscriptionInterval: '3-months' },
    ],
    trackingNumber: '00370712345678901',
    shipping: 'service-point',
    payment: 'card-wallet',
  },
  {
    id: 'TD-100232',
    ...WORKSHOP,
    createdAt: dayAt(-10, 13.6),
    status: 'delivered',
    lines: [
      { productId: 45, quantity: 10 },
      { productId: 1, quantity: 2 },
      { productId: 13, quantity: 20 },
    ],
    trackingNumber: '00370712345678925',
    shipping: 'home',
    payment: 'invoice',
  },
  {
    id: 'TD-100233',
    ...WORKSHOP,
    createdAt: dayAt(-20, 7.9),
    status: 'cancelled',
    lines: [{ productId: 60, quantity: 5 }],
    trackingNumber: null,
    shipping: 'home',
    payment: 'invoice',
  },
  {
    id: 'TD-100234',
    ...ANNA,
    createdAt: dayAt(-2, 18.3),
    status: 'shipped',
    lines: [
      { productId: 47, quantity: 1 },
      { productId: 120, quantity: 1 },
    ],
    trackingNumber: '00370712345678949',
    shipping: 'parcel-locker',
    payment: 'card-wallet',
  },
  {
    id: 'TD-100235',
    ...WORKSHOP,
    createdAt: dayAt(-1, 20.1),
    status: 'received',
    lines: [
      { productId: 33, quantity: 5 },
      { productId: 66, quantity: 10 },
    ],
    trackingNumber: null,
    shipping: 'home',
    payment: 'pay-later',
  },
  {
    id: 'TD-100236',
    ...ANNA,
    createdAt: dayAt(-1, 11.5),
    status: 'processing',
    lines: [{ productId: 16, quantity: 1 }],
    trackingNumber: null,
    shipping: 'service-point',
    payment: 'pay-later',
  },
  {
    id: 'TD-100237',
    ...ERIK,
    createdAt: dayAt(-3, 16.75),
    status: 'shipped',
    lines: [
      { productId: 50, quantity: 1 },
      { productId: 2, quantity: 1 },
    ],
    trackingNumber: '00370712345678963',
    shipping: 'service-point',
    payment: 'card-wallet',
  },
  {
    id: 'TD-100238',
    ...ANNA,
    createdAt: dayAt(-95, 19),
    status: 'delivered',
    lines: [
      { productId: 21, quantity: 2 },
      { productId: 75, quantity: 1 },
    ],
    trackingNumber: '00370712345678987',
    shipping: 'service-point',
    payment: 'invoice',
  },
  {
    id: 'TD-100239',
    ...WORKSHOP,
    createdAt: dayAt(-130, 8.5),
    status: 'delivered',
    lines: [
      { productId: 30, quantity: 10 },
      { productId: 80, quantity: 3 },
    ],
    trackingNumber: '00370712345679007',
    shipping: 'home',
    payment: 'invoice',
  },
  {
    id: 'TD-100240',
    ...LINNEA,
    createdAt: dayAt(-40, 10.4),
    status: 'delivered',
    lines: [
      { productId: 42, quantity: 1 },
      { productId: 47, quantity: 1, discontinued: true },
      { productId: 22, quantity: 2 },
      { productId: 5, quantity: 5 },
    ],
    trackingNumber: '00370712345679021',
    shipping: 'service-point',
    payment: 'card-wallet',
  },
];

/** Orders of the accounts made by `POST /__mock/accounts`, kept as long as their accounts are (12 each). */
const created = new BoundedMap<string, OrderRecord>(KEPT_ACCOUNTS * 12);
const createdByAccount = new BoundedMap<number, readonly OrderRecord[]>(KEPT_ACCOUNTS);

export function addAccountOrders(accountId: number, orders: readonly OrderRecord[]): void {
  for (const order of orders) created.set(order.id, order);
  createdByAccount.set(accountId, orders);
}

/** An order placed through the checkout once its payment is approved: received, not yet shipped. */
function approvedOrder(id: string): OrderRecord | undefined {
  const order = placedOrder(id);
  if (order?.payment.state !== 'approved') return undefined;
  const { receipt } = order;
  return {
    id: order.id,
    email: receipt.email,
    customerName: receipt.company?.name ?? receipt.address.name,
    accountId: null,
    customerType: receipt.customer_type,
    createdAt: receipt.created_at,
    status: 'received',
    lines: receipt.lines.flatMap((line) => {
      const entry = productBySku(line.sku);
      if (!entry) return [];
      const interval = SUBSCRIPTION_INTERVALS.find((name) => name === line.subscription_interval);
      return [{ productId: entry.product.id, quantity: line.quantity, ...(interval ? { subscriptionInterval: interval } : {}) }];
    }),
    trackingNumber: null,
    shipping: receipt.shipping.kind,
    payment: receipt.payment.kind,
    placedDelivery: { address: receipt.address, servicePoint: receipt.shipping.service_point?.name ?? null },
  };
}

const newestFirst = (a: OrderRecord, b: OrderRecord) => b.createdAt.localeCompare(a.createdAt);

/** Seeded orders, then orders of created accounts, then the approved orders placed since the mock started. */
export function orderById(id: string): OrderRecord | undefined {
  const key = id.trim().toUpperCase();
  return ORDERS.find((order) => order.id === key) ?? created.get(key) ?? approvedOrder(key);
}

export function orderByIdAndEmail(id: string, email: string): OrderRecord | undefined {
  const order = orderById(id);
  return order && sameEmail(order.email, email) ? order : undefined;
}

/** The account's orders, newest first. */
export function ordersOfAccount(accountId: number): OrderRecord[] {
  const own = createdByAccount.get(accountId) ?? ORDERS.filter((order) => order.accountId === accountId);
  return [...own].sort(newestFirst);
}
