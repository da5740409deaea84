import type { CartItem } from '@/platform/api/types';
import { BUNDLE_MARKERS, CROSS_SELL_MARKERS, ORIGIN_MARKERS, hasOrigin } from '@/platform/api/line-origin';
import { unitPriceForQuantity } from '@/platform/money/pricing';
import { coerceQuantity, isQuantityLocked } from '@/features/cart/quantity';

/**
 * Cart lines on the client (docs/product/cart.md, CART-3 and CART-5). These give instant
 * feedback; the cart sync answer replaces them. Every function returns a new list.
 */

const NOT_PLAIN_MARKERS = [...CROSS_SELL_MARKERS, ...BUNDLE_MARKERS];

/**
 * Merging (docs/product/cart.md, CART-3): only a plain product (no cross-sell, no bundle) merges, and only into a line
 * that carries no origin marker.
 * The same product is the same sku with the same subscription interval: a subscription and a one-off
 * purchase of one sku are different things to buy and stay apart.
 */
export function canMergeInto(existing: CartItem, incoming: CartItem): boolean {
  return (
    existing.sku === incoming.sku &&
    (existing.subscription_interval?.name ?? null) === (incoming.subscription_interval?.name ?? null) &&
    !hasOrigin(incoming, NOT_PLAIN_MARKERS) &&
    !hasOrigin(existing, ORIGIN_MARKERS)
  );
}

/** A line at a new quantity, priced by the highest tier that quantity reaches. */
function withQuantity(line: CartItem, quantity: number): CartItem {
  return { ...line, quantity, price: unitPriceForQuantity(line.pricing, quantity) ?? line.price };
}

/** Adds an item: summed into the first line it may merge into (capped at the maximum), else appended. */
export function addLine(lines: readonly CartItem[], incoming: CartItem, makeUuid: () => string): CartItem[] {
  const quantity = coerceQuantity(incoming.quantity);
  const target = lines.find((line) => canMergeInto(line, incoming));
  if (target === undefined) return [...lines, withQuantity({ ...incoming, uuid: makeUuid() }, quantity)];
  return lines.map((line) => (line === target ? withQuantity(line, coerceQuantity(line.quantity + quantity)) : line));
}

/**
 * A quantity of 0 removes the line and a positive one sets it (docs/product/cart.md, CART-5). Other values are
 * coerced like the spinner does. A locked line (see `isQuantityLocked`) can be removed but keeps its
 * quantity, so the rule holds even if a disabled spinner is bypassed.
 */
export function setLineQuantity(lines: readonly CartItem[], uuid: string, quantity: number): CartItem[] {
  if (quantity === 0) return removeLine(lines, uuid);
  return lines.map((line) => (line.uuid === uuid && !isQuantityLocked(line) ? withQuantity(line, coerceQuantity(quantity)) : line));
}

export function removeLine(lines: readonly CartItem[], uuid: string): CartItem[] {
  return lines.filter((line) => line.uuid !== uuid);
}

/** Pieces in the cart, as the cart badge counts them. */
export function cartItemCount(lines: readonly CartItem[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** Sum of unit price x quantity, in minor units, before discounts. */
export function cartSubtotal(lines: readonly CartItem[]): number {
  return lines.reduce((total, line) => total + line.price * line.quantity, 0);
}
