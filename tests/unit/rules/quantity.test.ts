import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OriginMarker } from '@/platform/api/types';
import { QUANTITY_DEBOUNCE_MS, QUANTITY_MAX, QUANTITY_MIN, coerceQuantity, isQuantityLocked, quantityFromField } from '@/features/cart/quantity';
import { cartLine } from './fixtures';

describe('quantity limits', () => {
  it('are 1 to 5000, debounced 250 ms', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_DEBOUNCE_MS]).toEqual([1, 5000, 250]);
  });
});

describe('coerceQuantity: integer 1..5000, invalid to the bound, non-numbers to the minimum', () => {
  it.each<[string, unknown, number]>([
    ['1', 1, 1],
    ['7', 7, 7],
    ["'7'", '7', 7],
    ["' 7 '", ' 7 ', 7],
    ['4999', 4999, 4999],
    ['5000', 5000, 5000],
    ['5001', 5001, 5000],
    ["'5001'", '5001', 5000],
    ['1e9', 1e9, 5000],
    ['Infinity', Number.POSITIVE_INFINITY, 5000],
    ['0', 0, 1],
    ["'0'", '0', 1],
    ['-1', -1, 1],
    ["'-1'", '-1', 1],
    ['-Infinity', Number.NEGATIVE_INFINITY, 1],
    ['2.6 truncated', 2.6, 2],
    ["'2.6' truncated", '2.6', 2],
    ['4999.9 truncated', 4999.9, 4999],
    ['0.5', 0.5, 1],
    ["'1e3'", '1e3', 1000],
    ["'abc'", 'abc', 1],
    ["'7abc'", '7abc', 1],
    ["'0x10'", '0x10', 1],
    ["''", '', 1],
    ["' '", ' ', 1],
    ['null', null, 1],
    ['undefined', undefined, 1],
    ['NaN', Number.NaN, 1],
    ['true', true, 1],
    ['{}', {}, 1],
    ['[5]', [5], 1],
  ])('%s -> %i', (_label, input, expected) => {
    expect(coerceQuantity(input)).toBe(expected);
  });
});

describe('quantityFromField: a typed zero removes the line (CART-5), the rest is coerced (CART-6)', () => {
  it.each<[string, number]>([
    ['0', 0],
    ['00', 0],
    [' 0 ', 0],
    ['-0', 0],
    ['0.0', 0],
    ['0.5', 1],
    ['-1', 1],
    ['', 1],
    [' ', 1],
    ['0x0', 1],
    ['7', 7],
    ['5001', 5000],
  ])('%j -> %i', (typed, expected) => {
    expect(quantityFromField(typed)).toBe(expected);
  });

  it('answers 0 or a quantity the spinner allows, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const quantity = quantityFromField(typed);
        expect(Number.isInteger(quantity)).toBe(true);
        expect(quantity === 0 || (quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX)).toBe(true);
        if (quantity !== 0) expect(quantity).toBe(coerceQuantity(typed));
      }),
    );
  });
});

describe('isQuantityLocked: lines from cross-sell, coupon or bundle', () => {
  it.each<[OriginMarker, boolean]>([
    ['cross_selling_product_id', true],
    ['upselling_bundle_id', true],
    ['unique_bundle_id', true],
    ['added_by_coupon', true],
    ['accessory_id', false],
    ['recommended_id', false],
    ['related_id', false],
  ])('a line with %s is locked: %s', (marker, expected) => {
    expect(isQuantityLocked(cartLine({ [marker]: 42 }))).toBe(expected);
  });

  it.each<[string, number | string | boolean | null | undefined, boolean]>([
    ['an id', 42, true],
    ['a string id', 'b-7', true],
    ['true', true, true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['false', false, false],
    ['0', 0, false],
    ["''", '', false],
  ])('a coupon marker holding %s locks: %s', (_label, value, expected) => {
    expect(isQuantityLocked(cartLine({ added_by_coupon: value }))).toBe(expected);
  });

  it('a plain line is not locked', () => {
    expect(isQuantityLocked(cartLine())).toBe(false);
  });
});
