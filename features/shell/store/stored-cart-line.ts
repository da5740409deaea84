import { ORIGIN_MARKERS, type OriginMarker } from '@/platform/api/line-origin';
import type { CartItem } from '@/platform/api/types';
import { STOCK_STATUSES } from '@/platform/api/vocabulary';
import { toMinorUnits } from '@/platform/money/money';
import { MISFIT, bool, either, int, intAtLeast, listOf, nullable, num, oneOf, shaped, text, textWhere, type Check } from '@/platform/state/stored-value';

/*
 * A stored cart line, checked as the backend's cart line is (platform/api/schemas.ts,
 * `cartItemSchema`) without loading zod: the same fields, kinds and limits, money back from the
 * wire's major units to minor units. tests/unit/stores/stored-state-reader.test.ts holds the two to
 * the same answers.
 */

const money: Check<number> = (value) => {
  const amount = num(value);
  return amount === MISFIT ? MISFIT : toMinorUnits(amount);
};
const positive = intAtLeast(1);
const isoDateTime = textWhere((value) => !Number.isNaN(Date.parse(value)));
const originMarker = nullable(either(num, text(), bool));
const originMarkers = Object.fromEntries(ORIGIN_MARKERS.map((marker) => [marker, originMarker])) as Record<OriginMarker, typeof originMarker>;

export const storedCartLine: Check<CartItem> = shaped(
  {
    type: int,
    thumb: nullable(shaped({ url: text(), width: positive, height: positive })),
    name: text(),
    slug: text(),
    product_id: int,
    sku: text(),
    price: money,
    ordinary_price: money,
    pricing: listOf(shaped({ q: positive, p: money })),
    quantity: intAtLeast(0),
    vat: num,
    categories: listOf(int),
    group_id: int,
    discount_category: int,
    stock_status: oneOf(STOCK_STATUSES),
  },
  {
    uuid: text(),
    subscription_interval: nullable(shaped({ name: text() })),
    estimated_at: nullable(isoDateTime),
    cart_notice: nullable(text()),
    adjusted_quantity: nullable(int),
    campaign: bool,
    ...originMarkers,
  },
);
