import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLine } from '@/features/cart/cart-lines';
import { intervalWords, offeredIntervals, withSubscription } from '@/features/cart/subscription';
import { SUBSCRIPTION_INTERVALS } from '@/platform/api/vocabulary';
import { cartLine } from './fixtures';

const uuids = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('offeredIntervals (docs/product/orders.md, ORD-7)', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [
      ['3-months', '1-month'],
      ['1-month', '3-months'],
    ],
    [['2-months', '2-months'], ['2-months']],
    [['weekly', '6-months', ''], ['6-months']],
  ])('%j offers %j', (names, offered) => {
    expect(offeredIntervals(names)).toEqual(offered);
  });

  it('offers exactly the known names the backend sent, once each and shortest first, whatever else it sends', () => {
    const name = fc.oneof(fc.constantFrom(...SUBSCRIPTION_INTERVALS), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 20 }), (names) => {
        const offered = offeredIntervals(names);
        expect(offered).toEqual(SUBSCRIPTION_INTERVALS.filter((interval) => names.includes(interval)));
        expect(new Set(offered).size).toBe(offered.length);
      }),
    );
  });
});

describe('withSubscription (docs/product/orders.md, ORD-8)', () => {
  it('puts the chosen interval on the line, and none when bought once', () => {
    expect(withSubscription(cartLine(), '2-months').subscription_interval).toEqual({ name: '2-months' });
    expect(withSubscription(cartLine({ subscription_interval: { name: '2-months' } }), null).subscription_interval).toBeNull();
  });

  it('keeps a subscribed line and a one-off line of one product apart, and merges two adds at the same interval', () => {
    const uuid = uuids();
    const once = withSubscription(cartLine({ quantity: 1 }), null);
    const monthly = withSubscription(cartLine({ quantity: 1 }), '1-month');
    let lines = addLine([], once, uuid);
    lines = addLine(lines, monthly, uuid);
    lines = addLine(lines, monthly, uuid);
    lines = addLine(lines, withSubscription(cartLine({ quantity: 1 }), '3-months'), uuid);
    expect(lines.map((line) => [line.subscription_interval?.name ?? null, line.quantity])).toEqual([
      [null, 1],
      ['1-month', 2],
      ['3-months', 1],
    ]);
  });
});

describe('intervalWords', () => {
  it("says a known interval in the shop's words and shows an unknown one as sent", () => {
    const words = (interval: string) => `every ${interval}`;
    expect(intervalWords('6-months', words)).toBe('every 6-months');
    expect(intervalWords('fortnightly', words)).toBe('fortnightly');
  });
});
