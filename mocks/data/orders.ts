import type { ORDER_STATUSES } from '@/lib/api/schemas';
import { sameEmail } from '@/mocks/data/accounts';
import { productBySku } from '@/mocks/data/catalog';
import { placedOrder } from '@/mocks/data/placed-orders';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface SeedOrder {
  id: string;
  email: string;
  customerName: string;
  /** The account that placed it; null for a guest order (reachable only through order lookup). */
  accountId: number | null;
  createdAt: string;
  status: OrderStatus;
  /** Seeded lines refer to products among the first 200 of every catalog size. */
  lines: readonly { productId: number; quantity: number }[];
  trackingNumber: string | null;
}

const ANNA = { email: 'anna.svensson@example.com', customerName: 'Anna Svensson', accountId: 1 };
const WORKSHOP = { email: 'inkop@verkstad.example', customerName: 'Verkstad Norden AB', accountId: 2 };

export const ORDERS: readonly SeedOrder[] = [
  { id: 'TD-100231', ...ANNA, createdAt: '2025-03-14T09:12:00Z', status: 'delivered', lines: [{ productId: 42, quantity: 1 }, { productId: 3, quantity: 1 }], trackingNumber: '00370712345678901' },
  { id: 'TD-100232', ...WORKSHOP, createdAt: '2025-04-02T13:40:00Z', status: 'delivered', lines: [{ productId: 45, quantity: 10 }, { productId: 1, quantity: 2 }, { productId: 13, quantity: 20 }], trackingNumber: '00370712345678925' },
  { id: 'TD-100233', ...WORKSHOP, createdAt: '2025-05-19T07:55:00Z', status: 'cancelled', lines: [{ productId: 60, quantity: 5 }], trackingNumber: null },
  { id: 'TD-100234', ...ANNA, createdAt: '2025-06-01T18:20:00Z', status: 'shipped', lines: [{ productId: 47, quantity: 1 }, { productId: 120, quantity: 1 }], trackingNumber: '00370712345678949' },
  { id: 'TD-100235', ...WORKSHOP, createdAt: '2025-06-03T08:05:00Z', status: 'received', lines: [{ productId: 33, quantity: 5 }, { productId: 66, quantity: 10 }], trackingNumber: null },
  { id: 'TD-100236', ...ANNA, createdAt: '2025-06-04T11:30:00Z', status: 'processing', lines: [{ productId: 16, quantity: 1 }], trackingNumber: null },
  { id: 'TD-100237', email: 'erik.lindqvist@example.com', customerName: 'Erik Lindqvist', accountId: null, createdAt: '2025-05-28T16:45:00Z', status: 'shipped', lines: [{ productId: 50, quantity: 1 }, { productId: 2, quantity: 1 }], trackingNumber: '00370712345678963' },
];

/** An order placed through the checkout once its payment is approved: received, not yet shipped. */
function approvedOrder(id: string): SeedOrder | undefined {
  const order = placedOrder(id);
  if (order?.payment.state !== 'approved') return undefined;
  const { receipt } = order;
  return {
    id: order.id,
    email: receipt.email,
    customerName: receipt.company?.name ?? receipt.address.name,
    accountId: null,
    createdAt: receipt.created_at,
    status: 'received',
    lines: receipt.lines.flatMap((line) => {
      const entry = productBySku(line.sku);
      return entry ? [{ productId: entry.product.id, quantity: line.quantity }] : [];
    }),
    trackingNumber: null,
  };
}

/** Seeded orders first, then the approved orders placed since the mock started. */
export function orderById(id: string): SeedOrder | undefined {
  return ORDERS.find((order) => order.id.toUpperCase() === id.trim().toUpperCase()) ?? approvedOrder(id);
}

export function orderByIdAndEmail(id: string, email: string): SeedOrder | undefined {
  const order = orderById(id);
  return order && sameEmail(order.email, email) ? order : undefined;
}
