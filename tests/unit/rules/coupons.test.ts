import { describe, expect, it } from 'vitest';
import type { CartItem, Coupon } from '@/platform/api/types';
import { bestDiscount, couponDiscountForLines, isLineCoveredByCoupon, personalDiscountForLines } from '@/features/cart/coupons/discounts';
import { COUPON_CACHE_MS, reconcileCoupons, rejectedCoupons } from '@/features/cart/coupons/reconcile';
import {
  FIXED_AMOUNT_TYPE,
  isCustomerDiscountCouponRemovable,
  isFixedAmountCoupon,
  isFixedAmountCouponValid,
  isPercentageCoupon,
  isPercentageCouponValid,
  passesCouponCheck,
  showsBuyXGetY,
} from '@/features/cart/coupons/validity';
import { cartLine, coupon } from './fixtures';

const line = (product_id: number, quantity: number, extra: Partial<CartItem> = {}) =>
  cartLine({ uuid: `line-${product_id}`, sku: `TDS${product_id}`, product_id, quantity, ...extra });

const percentageBuyX = (extra: Partial<Coupon> = {}) =>
  coupon({ code: 'BUY2', buy_x: 2, get_y: 1, discount_type_percentage: 50, all_affected_items: [1, 2], ...extra });
const fixedBuyX = (extra: Partial<Coupon> = {}) => coupon({ code: 'FIX', buy_x: 2, get_y: 1, discount_type_value: 3, buyx_free_amount: 5000, ...extra });

describe('constants', () => {
  it('caches the coupon check 5 minutes; fixed amount is type 3', () => {
    expect(COUPON_CACHE_MS).toBe(300_000);
    expect(FIXED_AMOUNT_TYPE).toBe(3);
  });
});

describe('coupon kinds', () => {
  it.each<[string, Coupon, boolean, boolean]>([
    ['percentage buy-x', percentageBuyX(), true, false],
    ['fixed-amount buy-x', fixedBuyX(), false, true],
    ['buy-x with only get_y', coupon({ get_y: 1 }), false, true],
    ['plain percentage coupon', coupon({ percentage_discount: 10 }), false, false],
    ['customer discount', coupon({ customer_discount: true, fixed_amount: 1000 }), false, false],
  ])('%s: percentage %s, fixed amount %s', (_case, input, percentage, fixed) => {
    expect(isPercentageCoupon(input)).toBe(percentage);
    expect(isFixedAmountCoupon(input)).toBe(fixed);
  });
});

describe('isPercentageCouponValid: every affected item in the cart, matching quantity >= get_y', () => {
  it.each<[string, Coupon, CartItem[], boolean]>([
    ['all affected items, quantity above get_y', percentageBuyX(), [line(1, 1), line(2, 1)], true],
    ['matching quantity equal to get_y', percentageBuyX({ get_y: 3 }), [line(1, 2), line(2, 1)], true],
    ['matching quantity get_y - 1', percentageBuyX({ get_y: 3 }), [line(1, 1), line(2, 1)], false],
    ['other products do not count', percentageBuyX({ get_y: 3 }), [line(1, 1), line(2, 1), line(3, 5)], false],
    ['an affected item missing', percentageBuyX(), [line(1, 5)], false],
    ['an empty cart', percentageBuyX(), [], false],
    ['no affected items', percentageBuyX({ all_affected_items: [] }), [line(1, 5)], false],
    ['two lines of one product', percentageBuyX({ all_affected_items: [1], get_y: 4 }), [line(1, 2), line(1, 2)], true],
  ])('%s: %s', (_case, input, lines, expected) => {
    expect(isPercentageCouponValid(input, lines)).toBe(expected);
  });
});

describe('isFixedAmountCouponValid: discount_type_value 3 and a buyx_free_amount', () => {
  it.each<[number | null, number | null, boolean]>([
    [3, 5000, true],
    [3, 1, true],
    [2, 5000, false],
    [null, 5000, false],
    [3, null, false],
    [3, 0, false],
    [3, -100, false],
  ])('type %s, free amount %s: %s', (type, amount, expected) => {
    expect(isFixedAmountCouponValid(fixedBuyX({ discount_type_value: type, buyx_free_amount: amount }))).toBe(expected);
  });
});

describe('showsBuyXGetY: buy_x, get_y and buyx_free_amount all above 0', () => {
  it.each<[number | null, number | null, number | null, boolean]>([
    [2, 1, 5000, true],
    [0, 1, 5000, false],
    [2, 0, 5000, false],
    [2, 1, 0, false],
    [null, 1, 5000, false],
    [2, null, 5000, false],
    [2, 1, null, false],
    [-1, 1, 5000, false],
  ])('buy %s get %s free %s: %s', (buy_x, get_y, buyx_free_amount, expected) => {
    expect(showsBuyXGetY(coupon({ buy_x, get_y, buyx_free_amount }))).toBe(expected);
  });
});

describe('isCustomerDiscountCouponRemovable: fixed amount 0 or less', () => {
  it.each<[boolean, number | null | undefined, boolean]>([
    [true, 0, true],
    [true, -100, true],
    [true, 1, false],
    [true, 5000, false],
    [true, null, false],
    [true, undefined, false],
    [false, 0, false],
  ])('customer discount %s, fixed amount %s: %s', (customer_discount, fixed_amount, expected) => {
    expect(isCustomerDiscountCouponRemovable(coupon({ customer_discount, fixed_amount }))).toBe(expected);
  });
});

describe('passesCouponCheck', () => {
  const cart = [line(1, 1), line(2, 1)];
  it.each<[string, Coupon, boolean]>([
    ['a valid percentage coupon', percentageBuyX(), true],
    ['an invalid percentage coupon', percentageBuyX({ all_affected_items: [1, 9] }), false],
    ['a valid fixed-amount coupon', fixedBuyX(), true],
    ['a fixed-amount coupon of another type', fixedBuyX({ discount_type_value: 1 }), false],
    ['a fixed-amount coupon without a free amount', fixedBuyX({ buyx_free_amount: null }), false],
    ['a customer discount with an amount', coupon({ customer_discount: true, fixed_amount: 1000 }), true],
    ['a customer discount of 0', coupon({ customer_discount: true, fixed_amount: 0 }), false],
    ['a plain percentage coupon', coupon({ percentage_discount: 10 }), true],
  ])('%s: %s', (_case, input, expected) => {
    expect(passesCouponCheck(input, cart)).toBe(expected);
  });
});

describe('rejectedCoupons: requested codes not returned or not applied', () => {
  it.each<[string, string[], Coupon[], string[]]>([
    ['all applied', ['A', 'B'], [coupon({ code: 'A' }), coupon({ code: 'B' })], []],
    ['one not applied', ['A', 'B'], [coupon({ code: 'A' }), coupon({ code: 'B', applied: false })], ['B']],
    ['one not returned', ['A', 'C'], [coupon({ code: 'A' })], ['C']],
    ['nothing returned', ['A', 'B'], [], ['A', 'B']],
    ['codes compared ignoring case', ['summer10'], [coupon({ code: 'SUMMER10' })], []],
    ['each code once', ['x', 'X', 'x'], [], ['x']],
    ['nothing requested', [], [coupon({ code: 'A' })], []],
  ])('%s', (_case, requested, returned, expected) => {
    expect(rejectedCoupons(requested, returned)).toEqual(expected);
  });
});

describe('reconcileCoupons', () => {
  const cart = [line(1, 1), line(2, 1)];

  it('keeps passing coupons, removes failing ones with a notice, lists rejected codes', () => {
    const good = percentageBuyX({ code: 'GOOD' });
    const broken = fixedBuyX({ code: 'BROKEN', discount_type_value: 1 });
    const unapplied = coupon({ code: 'LATE', applied: false });
    const result = reconcileCoupons(['GOOD', 'BROKEN', 'LATE', 'GONE'], [good, broken, unapplied], cart);
    expect(result).toEqual({ kept: [good], removed: [broken], rejected: ['LATE', 'GONE'], showRejectedNotice: true });
  });

  it('sets no notice when only rejected codes fail', () => {
    const result = reconcileCoupons(['GONE'], [], cart);
    expect(result).toEqual({ kept: [], removed: [], rejected: ['GONE'], showRejectedNotice: false });
  });

  it('keeps a coupon the backend added without a request', () => {
    const customer = coupon({ code: 'CUSTOMER', customer_discount: true, fixed_amount: 2000 });
    expect(reconcileCoupons([], [customer], cart).kept).toEqual([customer]);
  });

  it('removes a customer discount that dropped to 0', () => {
    const customer = coupon({ code: 'CUSTOMER', customer_discount: true, fixed_amount: 0 });
    expect(reconcileCoupons([], [customer], cart)).toMatchObject({ removed: [customer], showRejectedNotice: true });
  });
});

describe('bestDiscount: the maximum of global, group, category, personal and buy-x', () => {
  const none = { global: 0, group: 0, category: 0, personal: 0, buyX: 0 };
  it.each<[string, Partial<typeof none>, number]>([
    ['global', { global: 500, group: 100 }, 500],
    ['group', { group: 700, category: 600 }, 700],
    ['category', { category: 900, personal: 800 }, 900],
    ['personal', { personal: 1200, buyX: 1100 }, 1200],
    ['buy-x', { buyX: 1500, global: 1499 }, 1500],
    ['none', {}, 0],
    ['never negative', { global: -300 }, 0],
  ])('%s wins', (_case, candidates, expected) => {
    expect(bestDiscount({ ...none, ...candidates })).toBe(expected);
  });
});

describe('personalDiscountForLines: a percent per discount category, rounded per line', () => {
  const lines = [line(1, 2, { price: 10_000, discount_category: 7 }), line(2, 1, { price: 999, discount_category: 8 })];
  it.each<[string, Record<string, number>, number]>([
    ['both categories', { '7': 10, '8': 5 }, 2050],
    ['one category', { '7': 10 }, 2000],
    ['a fractional percent', { '8': 12.5 }, 125],
    ['no matching category', { '9': 50 }, 0],
    ['no discounts', {}, 0],
    ['over 100 % is capped', { '8': 150 }, 999],
    ['a negative percent is ignored', { '7': -10 }, 0],
    ['a non-number is ignored', { '7': Number.NaN }, 0],
  ])('%s: %i', (_case, discounts, expected) => {
    expect(personalDiscountForLines(lines, discounts)).toBe(expected);
  });
});

describe('couponDiscountForLines: a percentage coupon on its groups and categories', () => {
  const lines = [
    line(1, 1, { price: 10_000, group_id: 1, discount_category: 7 }),
    line(2, 1, { price: 5000, group_id: 2, discount_category: 8 }),
    line(3, 3, { price: 333, group_id: 3, discount_category: 7 }),
  ];
  it.each<[string, Partial<Coupon>, number]>([
    ['every line', { percentage_discount: 10 }, 1000 + 500 + 100],
    ['specific groups', { percentage_discount: 10, specific_groups: [2, 3] }, 500 + 100],
    ['excluded groups', { percentage_discount: 10, excluded_groups: [1] }, 500 + 100],
    ['specific categories', { percentage_discount: 10, specific_discount_categories: [7] }, 1000 + 100],
    ['groups and categories together', { percentage_discount: 10, specific_groups: [1, 2], specific_discount_categories: [8] }, 500],
    ['excluded beats specific', { percentage_discount: 10, specific_groups: [1], excluded_groups: [1] }, 0],
    ['no percentage', {}, 0],
  ])('%s: %i', (_case, fields, expected) => {
    expect(couponDiscountForLines(coupon(fields), lines)).toBe(expected);
  });

  it.each<[Partial<CartItem>, boolean]>([
    [{ group_id: 1, discount_category: 7 }, true],
    [{ group_id: 4, discount_category: 7 }, false],
    [{ group_id: 1, discount_category: 9 }, false],
  ])('covers %o: %s', (fields, expected) => {
    const scoped = coupon({ percentage_discount: 10, specific_groups: [1], specific_discount_categories: [7] });
    expect(isLineCoveredByCoupon(scoped, cartLine(fields))).toBe(expected);
  });
});
