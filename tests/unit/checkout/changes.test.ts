import { describe, expect, it } from 'vitest';
import { checkoutChanges, type CheckoutChange } from '@/features/checkout/changes';
import { checkoutFrom, wireLine } from './fixtures';

const screen = wireLine({ uuid: 'line-1', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', quantity: 3 });
const battery = wireLine({ uuid: 'line-2', sku: 'TDB12', name: 'iPhone 13 Batteri', price: 399, quantity: 1 });
/** The same screen again, free with the code GRATIS: a line of its own, keyed apart from the bought one. */
const freeScreen = wireLine({ uuid: 'line-3', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', price: 0, pricing: [{ q: 1, p: 0 }], added_by_coupon: 'GRATIS' });

const seen = checkoutFrom([screen, battery, freeScreen]);

describe('checkoutChanges: what the backend would charge differently from what the shopper saw', () => {
  it.each<[string, Record<string, unknown>[], CheckoutChange[]]>([
    ['nothing changed', [screen, battery, freeScreen], []],
    ['the same lines in another order', [freeScreen, battery, screen], []],
    ['only the uuid and notices differ', [{ ...screen, uuid: 'new-uuid', cart_notice: 'Levereras i två paket' }, battery, freeScreen], []],
    [
      'a new unit price',
      [{ ...screen, price: 1429 }, battery, freeScreen],
      [{ kind: 'price', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 129_900, to: 142_900 }],
    ],
    [
      'a quantity the stock cut',
      [{ ...screen, quantity: 1, adjusted_quantity: 1 }, battery, freeScreen],
      [{ kind: 'quantity', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 3, to: 1 }],
    ],
    [
      'a cut quantity at a new price: quantity first',
      [{ ...screen, quantity: 1, adjusted_quantity: 1, price: 1429 }, battery, freeScreen],
      [
        { kind: 'quantity', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 3, to: 1 },
        { kind: 'price', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 129_900, to: 142_900 },
      ],
    ],
    ['a line gone', [screen, freeScreen], [{ kind: 'removed', sku: 'TDB12', name: 'iPhone 13 Batteri' }]],
    [
      'several lines, in the order the shopper saw them',
      [freeScreen, { ...battery, price: 449 }, { ...screen, quantity: 2 }],
      [
        { kind: 'quantity', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 3, to: 2 },
        { kind: 'price', sku: 'TDB12', name: 'iPhone 13 Batteri', from: 39_900, to: 44_900 },
      ],
    ],
    [
      'everything gone',
      [],
      [
        { kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' },
        { kind: 'removed', sku: 'TDB12', name: 'iPhone 13 Batteri' },
        { kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' },
      ],
    ],
  ])('%s', (_, nowItems, expected) => {
    expect(checkoutChanges(seen, checkoutFrom(nowItems))).toEqual(expected);
  });
});

describe('checkoutChanges: a line added by a coupon is keyed apart from the same sku bought', () => {
  it.each<[string, Record<string, unknown>[], CheckoutChange[]]>([
    [
      'the bought screen costs more, the free one still nothing',
      [{ ...screen, price: 1429 }, battery, freeScreen],
      [{ kind: 'price', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 129_900, to: 142_900 }],
    ],
    ['the free screen is gone, the bought one stays', [screen, battery], [{ kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' }]],
    ['the bought screen is gone, the free one stays', [battery, freeScreen], [{ kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' }]],
    [
      'the free screen is no longer free',
      [screen, battery, { ...freeScreen, price: 1299 }],
      [{ kind: 'price', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 0, to: 129_900 }],
    ],
    [
      'the coupon line came back under another code: the old one is gone',
      [screen, battery, { ...freeScreen, added_by_coupon: 'SOMMAR10' }],
      [{ kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' }],
    ],
  ])('%s', (_, nowItems, expected) => {
    expect(checkoutChanges(seen, checkoutFrom(nowItems))).toEqual(expected);
  });

  it('a bought line replaced by a free one of the same sku is gone, not re-priced', () => {
    expect(checkoutChanges(checkoutFrom([screen]), checkoutFrom([freeScreen]))).toEqual([{ kind: 'removed', sku: 'TDS11', name: 'iPhone 13 Skärm OLED' }]);
  });

  it.each([
    ['absent', 'null'],
    ['null', 'false'],
    ['false', 'absent'],
    ['0', "''"],
  ])('an empty marker %s before and %s now is the same bought line', (before, after) => {
    const marker = { absent: undefined, null: null, false: false, '0': 0, "''": '' } as Record<string, unknown>;
    const withMarker = (value: unknown) => (value === undefined ? screen : { ...screen, added_by_coupon: value });
    const changes = checkoutChanges(checkoutFrom([withMarker(marker[before])]), checkoutFrom([{ ...withMarker(marker[after]), price: 1429 }]));
    expect(changes).toEqual([{ kind: 'price', sku: 'TDS11', name: 'iPhone 13 Skärm OLED', from: 129_900, to: 142_900 }]);
  });
});
