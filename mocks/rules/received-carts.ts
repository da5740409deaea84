import type { CartItemInput } from '@/mocks/http/bodies';

const KEPT_CARTS = 200;
const received: CartItemInput[][] = [];

/** Keeps the lines of the newest 200 cart syncs, for tests of what the shop sends with each line. */
export function recordCart(items: readonly CartItemInput[]): void {
  received.push([...items]);
  if (received.length > KEPT_CARTS) received.splice(0, received.length - KEPT_CARTS);
}

/**
 * The lines of one sku in each kept sync that had any, oldest first. By sku, so tests running side
 * by side each read their own product's lines.
 */
export function receivedCartLines(sku: string): readonly CartItemInput[][] {
  return received.map((items) => items.filter((item) => item.sku === sku)).filter((lines) => lines.length > 0);
}
