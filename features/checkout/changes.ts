import type { Checkout } from '@/platform/api/types';

/** Something the backend changed between what the shopper saw and what it would charge. */
export type CheckoutChange =
  | { kind: 'price'; sku: string; name: string; from: number; to: number }
  | { kind: 'quantity'; sku: string; name: string; from: number; to: number }
  | { kind: 'removed'; sku: string; name: string };

// An empty marker (null, false, 0, '') is "not from a coupon" in whichever shape it arrives (platform/api/line-origin.ts).
const lineKey = (line: Checkout['items'][number]) => `${line.sku}|${line.added_by_coupon ? String(line.added_by_coupon) : ''}`;

/**
 * The lines that differ, in the order the shopper saw them: a new unit price, a quantity the stock
 * cut (the line's `adjusted_quantity`) or a line that is gone. The shopper confirms these before
 * anything is charged.
 */
export function checkoutChanges(seen: Checkout, now: Checkout): CheckoutChange[] {
  const current = new Map(now.items.map((line) => [lineKey(line), line]));
  return seen.items.flatMap((line): CheckoutChange[] => {
    const next = current.get(lineKey(line));
    if (!next) return [{ kind: 'removed', sku: line.sku, name: line.name }];
    const changes: CheckoutChange[] = [];
    if (next.quantity !== line.quantity) changes.push({ kind: 'quantity', sku: line.sku, name: line.name, from: line.quantity, to: next.quantity });
    if (next.price !== line.price) changes.push({ kind: 'price', sku: line.sku, name: line.name, from: line.price, to: next.price });
    return changes;
  });
}
