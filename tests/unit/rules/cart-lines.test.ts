import { describe, expect, it } from 'vitest';
import type { CartItem, OriginMarker } from '@/platform/api/types';
import { addLine, canMergeInto, cartItemCount, cartSubtotal, removeLine, setLineQuantity } from '@/features/cart/cart-lines';
import { cartLine } from './fixtures';

const uuids = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('canMergeInto', () => {
  it.each<[OriginMarker]>([
    ['cross_selling_product_id'],
    ['upselling_bundle_id'],
    ['unique_bundle_id'],
    ['added_by_coupon'],
    ['accessory_id'],
    ['recommended_id'],
    ['related_id'],
  ])('never into an existing line with %s', (marker) => {
    expect(canMergeInto(cartLine({ [marker]: 9 }), cartLine())).toBe(false);
  });

  it.each<[OriginMarker, boolean]>([
    ['cross_selling_product_id', false],
    ['upselling_bundle_id', false],
    ['unique_bundle_id', false],
    ['added_by_coupon', true],
    ['accessory_id', true],
    ['recommended_id', true],
    ['related_id', true],
  ])('a new item with %s merges into a plain line: %s', (marker, expected) => {
    expect(canMergeInto(cartLine(), cartLine({ [marker]: 9 }))).toBe(expected);
  });

  it.each<[string, Partial<CartItem>, Partial<CartItem>, boolean]>([
    ['plain lines of one sku', {}, {}, true],
    ['another sku', {}, { sku: 'TDS10002' }, false],
    ['empty markers count as none', { related_id: null, accessory_id: 0 }, { cross_selling_product_id: false }, true],
    ['same subscription', { subscription_interval: { name: 'monthly' } }, { subscription_interval: { name: 'monthly' } }, true],
    ['subscription and one-off', { subscription_interval: { name: 'monthly' } }, {}, false],
    ['different subscriptions', { subscription_interval: { name: 'monthly' } }, { subscription_interval: { name: 'weekly' } }, false],
  ])('%s: %s', (_case, existing, incoming, expected) => {
    expect(canMergeInto(cartLine(existing), cartLine(incoming))).toBe(expected);
  });
});

describe('addLine', () => {
  it('appends a first line with a new uuid, priced by its tier', () => {
    const lines = addLine([], cartLine({ uuid: undefined, quantity: 5 }), uuids());
    expect(lines).toEqual([cartLine({ uuid: 'new-1', quantity: 5, price: 9000 })]);
  });

  it.each([
    [3, 2, 5, 9000],
    [1, 3, 4, 10_000],
    [4, 6, 10, 8000],
    [4999, 2, 5000, 8000],
    [5000, 5000, 5000, 8000],
  ])('sums %i + %i into %i at %i each', (existing, added, quantity, price) => {
    const lines = addLine([cartLine({ quantity: existing })], cartLine({ uuid: undefined, quantity: added }), uuids());
    expect(lines).toEqual([cartLine({ quantity, price })]);
  });

  it('coerces the added quantity like the spinner', () => {
    expect(addLine([], cartLine({ quantity: 0 }), uuids())[0]?.quantity).toBe(1);
  });

  it.each<[string, Partial<CartItem>, Partial<CartItem>]>([
    ['a marked existing line', { accessory_id: 3 }, {}],
    ['a cross-sell item', {}, { cross_selling_product_id: 3 }],
    ['a bundle item', {}, { unique_bundle_id: 3 }],
    ['another sku', {}, { sku: 'TDS10002' }],
  ])('adds a separate line next to %s', (_case, existing, incoming) => {
    const lines = addLine([cartLine(existing)], cartLine({ ...incoming, quantity: 2 }), uuids());
    expect(lines).toEqual([cartLine(existing), cartLine({ ...incoming, uuid: 'new-1', quantity: 2 })]);
  });

  it('merges into the first mergeable line, skipping a marked one of the same sku', () => {
    const marked = cartLine({ uuid: 'a', added_by_coupon: true });
    const plain = cartLine({ uuid: 'b', quantity: 2 });
    const lines = addLine([marked, plain], cartLine({ quantity: 3 }), uuids());
    expect(lines).toEqual([marked, cartLine({ uuid: 'b', quantity: 5, price: 9000 })]);
  });

  it('does not change the list it was given', () => {
    const before = [cartLine({ quantity: 3 })];
    addLine(before, cartLine({ quantity: 2 }), uuids());
    expect(before).toEqual([cartLine({ quantity: 3 })]);
  });
});

describe('setLineQuantity', () => {
  const lines = [cartLine({ uuid: 'a' }), cartLine({ uuid: 'b', sku: 'TDS10002', quantity: 2 })];

  it.each([
    [4, 4, 10_000],
    [5, 5, 9000],
    [6, 6, 9000],
    [9, 9, 9000],
    [10, 10, 8000],
    [11, 11, 8000],
    [5000, 5000, 8000],
    [5001, 5000, 8000],
    [-1, 1, 10_000],
    [2.6, 2, 10_000],
    [Number.NaN, 1, 10_000],
  ])('set to %d: quantity %i at %i each', (requested, quantity, price) => {
    expect(setLineQuantity(lines, 'a', requested)).toEqual([cartLine({ uuid: 'a', quantity, price }), lines[1]]);
  });

  it('0 removes the line', () => {
    expect(setLineQuantity(lines, 'a', 0)).toEqual([lines[1]]);
  });

  it('an unknown uuid changes nothing', () => {
    expect(setLineQuantity(lines, 'zzz', 3)).toEqual(lines);
  });

  it('keeps the price of a line without tiers', () => {
    const untiered = [cartLine({ uuid: 'a', pricing: [], price: 4900 })];
    expect(setLineQuantity(untiered, 'a', 7)).toEqual([cartLine({ uuid: 'a', pricing: [], price: 4900, quantity: 7 })]);
  });

  it.each<[OriginMarker]>([['cross_selling_product_id'], ['upselling_bundle_id'], ['unique_bundle_id'], ['added_by_coupon']])(
    'a line with %s keeps its quantity but can be removed',
    (marker) => {
      const locked = [cartLine({ uuid: 'a', [marker]: 1 })];
      expect(setLineQuantity(locked, 'a', 7)).toEqual(locked);
      expect(setLineQuantity(locked, 'a', 0)).toEqual([]);
    },
  );
});

describe('removeLine, cartItemCount, cartSubtotal', () => {
  const lines = [cartLine({ uuid: 'a', quantity: 2, price: 10_000 }), cartLine({ uuid: 'b', sku: 'TDS10002', quantity: 5, price: 1999 })];

  it.each<[string, string, string[]]>([
    ['a', 'a', ['b']],
    ['b', 'b', ['a']],
    ['an unknown uuid', 'c', ['a', 'b']],
  ])('removeLine of %s', (_case, uuid, remaining) => {
    expect(removeLine(lines, uuid).map((line) => line.uuid)).toEqual(remaining);
  });

  it.each<[string, CartItem[], number, number]>([
    ['empty cart', [], 0, 0],
    ['one line', [lines[0] ?? cartLine()], 2, 20_000],
    ['two lines', lines, 7, 29_995],
  ])('%s: %i pieces, subtotal %i', (_case, input, count, subtotal) => {
    expect(cartItemCount(input)).toBe(count);
    expect(cartSubtotal(input)).toBe(subtotal);
  });
});
