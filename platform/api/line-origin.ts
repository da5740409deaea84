import type { CartItem } from '@/platform/api/types';

/**
 * Where a cart line came from (docs/product/cart.md, CART-3): the seven origin markers of a cart item. A marker
 * counts when it holds an id or `true`; null, undefined, false, 0 and '' mean "not from there",
 * because the backend sends empty markers in all of those shapes.
 */

export const ORIGIN_MARKERS = [
  'cross_selling_product_id',
  'upselling_bundle_id',
  'unique_bundle_id',
  'added_by_coupon',
  'accessory_id',
  'recommended_id',
  'related_id',
] as const;
export type OriginMarker = (typeof ORIGIN_MARKERS)[number];

export const CROSS_SELL_MARKERS = ['cross_selling_product_id'] as const satisfies readonly OriginMarker[];
export const BUNDLE_MARKERS = ['upselling_bundle_id', 'unique_bundle_id'] as const satisfies readonly OriginMarker[];
export const COUPON_MARKERS = ['added_by_coupon'] as const satisfies readonly OriginMarker[];

type MarkedLine = Pick<CartItem, OriginMarker>;

export function hasOrigin(line: MarkedLine, markers: readonly OriginMarker[]): boolean {
  return markers.some((marker) => Boolean(line[marker]));
}
