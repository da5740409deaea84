import type { CartItem, OriginMarker } from '@/platform/api/types';
import { BUNDLE_MARKERS, COUPON_MARKERS, CROSS_SELL_MARKERS, hasOrigin } from '@/platform/api/line-origin';

/**
 * The quantity spinner (docs/product/cart.md, CART-6): an integer from 1 to 5000. Out-of-range values are
 * coerced to the nearest bound and anything that is not a number becomes the minimum.
 * A fractional value is truncated (2.6 -> 2), as the browser's own parseInt of the field would: the
 * shopper gets no more pieces than they typed.
 */

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 5000;
export const QUANTITY_DEBOUNCE_MS = 250;

/** Plain decimal notation only, so '0x10', '1_000' or '7 pcs' are not numbers. */
const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function asNumber(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && DECIMAL_NUMBER.test(input.trim())) return Number(input.trim());
  return Number.NaN;
}

export function coerceQuantity(input: unknown): number {
  const value = asNumber(input);
  if (Number.isNaN(value)) return QUANTITY_MIN;
  if (value >= QUANTITY_MAX) return QUANTITY_MAX;
  return Math.max(QUANTITY_MIN, Math.trunc(value));
}

/**
 * What the quantity field asks for (docs/product/cart.md, CART-5 and CART-6): a typed zero removes the line, anything
 * else is coerced as above. Only a number equal to zero counts, so '0.5' or '-1' stay a slip of the
 * finger that lands on the minimum, and an emptied field (the shopper about to type) never removes.
 */
export function quantityFromField(input: string): number {
  return asNumber(input) === 0 ? 0 : coerceQuantity(input);
}

const LOCKING_MARKERS: readonly OriginMarker[] = [...CROSS_SELL_MARKERS, ...COUPON_MARKERS, ...BUNDLE_MARKERS];

/** Lines from cross-sell, a coupon or a bundle keep the quantity they were added with. */
export function isQuantityLocked(line: Pick<CartItem, OriginMarker>): boolean {
  return hasOrigin(line, LOCKING_MARKERS);
}
