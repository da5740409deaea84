import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem, Coupon } from '@/platform/api/types';
import { cartTotals } from '@/features/cart/cart-totals';
import { buyXIncrementDiscount, buyXIncrementPercent } from '@/features/cart/coupons/buy-x-increment';
import { discountCandidates } from '@/features/cart/coupons/discount-candidates';
import { bestDiscount } from '@/features/cart/coupons/discounts';
import { coupon, line } from './discount-line';

/** The seeded MANGDRABATT: every 5 pieces 5 % more, up to 20 %, on the whole order. */
const increment = (over: Record<string, unknown> = {}) =>
  coupon({
    code: 'MANGDRABATT',
    quantity_interval: 5,
    quantity_increment: 5,
    percentage_interval: 5,
    percentage_increment: 5,
    percentage_total: 20,
    whole_order: true,
    ...over,
  });

const none = { global: 0, group: 0, category: 0, personal: 0, buyX: 0 };
const candidates = (lines: CartItem[], coupons: Coupon[], personal: Record<string, number> = {}) => discountCandidates(lines, coupons, personal, {});

describe('discountCandidates: each candidate (docs/product/cart.md, CART-19)', () => {
  const lines = [line({ quantity: 2, group_id: 7, discount_category: 3 })];

  it('global: a percentage coupon on everything', () => {
    expect(candidates(lines, [coupon({ percentage_discount: 10 })])).toEqual({ ...none, global: 2000 });
  });

  it('group: a coupon limited to groups, or excluding some', () => {
    expect(candidates(lines, [coupon({ percentage_discount: 15, specific_groups: [7] })])).toEqual({ ...none, group: 3000 });
    expect(candidates(lines, [coupon({ percentage_discount: 15, excluded_groups: [8] })])).toEqual({ ...none, group: 3000 });
  });

  it('category: a coupon limited to discount categories', () => {
    expect(candidates(lines, [coupon({ percentage_discount: 5, specific_discount_categories: [3] })])).toEqual({ ...none, category: 1000 });
  });

  it("personal: the customer's percent for the line's discount category", () => {
    expect(candidates(lines, [], { '3': 20 })).toEqual({ ...none, personal: 4000 });
  });

  it('buy-x: the free amount of a buy-x-get-y coupon whose offer shows', () => {
    expect(candidates(lines, [coupon({ buy_x: 3, get_y: 1, buyx_free_amount: 50, discount_type_value: 3 })])).toEqual({ ...none, buyX: 5000 });
    expect(candidates(lines, [coupon({ buy_x: 3, get_y: 1, buyx_free_amount: 0 })])).toEqual(none);
  });

  it('buy-x: a buy-x-increment total, not a global coupon whatever percent it was sent with', () => {
    // Sent when the cart held 5 pieces (5 %); the shopper has 10 now, which earns 10 %.
    const tenPieces = [line({ quantity: 10 })];
    expect(candidates(tenPieces, [increment({ percentage_discount: 5 })])).toEqual({ ...none, buyX: 10000 });
  });

  it('buy-x: the better of a buy-x-get-y free amount and a buy-x-increment total', () => {
    const tenPieces = [line({ quantity: 10 })];
    const getY = coupon({ code: 'B3G1', buy_x: 3, get_y: 1, buyx_free_amount: 120 });
    expect(candidates(tenPieces, [getY, increment()]).buyX).toBe(12000);
    expect(candidates(tenPieces, [coupon({ code: 'B3G1', buy_x: 3, get_y: 1, buyx_free_amount: 80 }), increment()]).buyX).toBe(10000);
  });

  it('the applied discount is the buy-x-increment total when it is the largest', () => {
    const tenPieces = [line({ quantity: 10 })];
    expect(cartTotals(tenPieces, [coupon({ code: 'ALL5', percentage_discount: 5 }), increment({ percentage_discount: 5 })]).discount).toBe(10000);
  });
});

describe('buy-x-increment (docs/product/cart.md, CART-27)', () => {
  it.each([
    [4, 0],
    [5, 5],
    [9, 5],
    [10, 10],
    [15, 15],
    [20, 20],
    [50, 20],
  ])('%i pieces earn %i %%', (quantity, percent) => {
    expect(buyXIncrementPercent(increment(), quantity)).toBe(percent);
  });

  it('steps by quantity_increment after the first interval', () => {
    const coupon = increment({ quantity_interval: 3, quantity_increment: 2, percentage_interval: 10, percentage_increment: 2, percentage_total: 16 });
    expect([2, 3, 4, 5, 7, 9, 11].map((quantity) => buyXIncrementPercent(coupon, quantity))).toEqual([0, 10, 10, 12, 14, 16, 16]);
  });

  it('never above 100 %, nor negative for a broken coupon', () => {
    expect(buyXIncrementPercent(increment({ percentage_total: null, percentage_increment: 60 }), 20)).toBe(100);
    expect(buyXIncrementPercent(increment({ percentage_interval: -5, percentage_increment: -5 }), 20)).toBe(0);
  });

  it('a whole-order coupon counts every line; another only its products; coupon lines count for nothing', () => {
    const lines = [
      line({ product_id: 1, quantity: 3 }),
      line({ uuid: 'v', product_id: 2, quantity: 2, price: 5000 }),
      line({ uuid: 'w', product_id: 3, quantity: 5, price: 0, added_by_coupon: 'GRATIS' }),
    ];
    expect(buyXIncrementDiscount(increment(), lines)).toBe(1500 + 500);
    expect(buyXIncrementDiscount(increment({ whole_order: false, all_affected_items: [1, 3] }), lines)).toBe(0);
    expect(buyXIncrementDiscount(increment({ whole_order: false, all_affected_items: [1, 2] }), lines)).toBe(2000);
  });
});

describe('the applied discount is the largest candidate (property)', () => {
  const lineArb = fc.record({
    product_id: fc.integer({ min: 1, max: 4 }),
    price: fc.integer({ min: 0, max: 500_000 }),
    quantity: fc.integer({ min: 1, max: 5000 }),
    group_id: fc.integer({ min: 1, max: 3 }),
    discount_category: fc.integer({ min: 1, max: 3 }),
  });
  const percent = fc.option(fc.double({ min: -10, max: 150, noNaN: true }), { nil: null });
  const couponArb = fc.oneof(
    fc.record({ percentage_discount: percent, specific_groups: fc.subarray([1, 2, 3]), specific_discount_categories: fc.subarray([1, 2, 3]) }),
    fc.record({
      percentage_discount: percent,
      excluded_groups: fc.subarray([1, 2, 3]),
      fixed_amount: fc.option(
        fc.integer({ min: -100, max: 5000 }).map((amount) => amount / 100),
        { nil: null },
      ),
    }),
    fc.record({
      buy_x: fc.integer({ min: 0, max: 5 }),
      get_y: fc.integer({ min: 0, max: 3 }),
      buyx_free_amount: fc.integer({ min: 0, max: 100_000 }).map((amount) => amount / 100),
    }),
    fc.record({
      quantity_interval: fc.integer({ min: 0, max: 20 }),
      quantity_increment: fc.integer({ min: 0, max: 20 }),
      percentage_interval: percent,
      percentage_increment: percent,
      percentage_total: percent,
      whole_order: fc.boolean(),
      all_affected_items: fc.subarray([1, 2, 3, 4]),
    }),
  );

  it('is at least every candidate and equal to one of them', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(couponArb, { maxLength: 6 }),
        fc.dictionary(fc.constantFrom('1', '2', '3'), fc.integer({ min: 0, max: 100 })),
        (wires, wireCoupons, personal) => {
          const lines = wires.map((wire, index) => line({ ...wire, uuid: `u${index}`, pricing: [{ q: 1, p: wire.price }] }));
          const found = discountCandidates(lines, wireCoupons.map(coupon), personal, {});
          const applied = bestDiscount(found);
          const values = Object.values(found);
          for (const value of values) expect(applied).toBeGreaterThanOrEqual(value);
          expect(values).toContain(applied);
        },
      ),
    );
  });
});
