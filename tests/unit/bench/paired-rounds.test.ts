/**
 * The instrumentation's cost is judged from paired rounds in ABBA order (docs/operating.md, OPS-49):
 * each server leads half the pairs, and one disturbed pair does not decide the verdict.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbaOrder, comparePairs, median, pairStarts, type RoundFigures } from '@/bench/paired-rounds';

const rounds = (...perSecond: number[]): RoundFigures[] => perSecond.map((rate) => ({ requests: rate * 2, seconds: 2 }));

describe('abbaOrder', () => {
  it('alternates which server leads: on off, off on, on off, off on', () => {
    expect(abbaOrder(4)).toEqual([
      ['on', 'off'],
      ['off', 'on'],
      ['on', 'off'],
      ['off', 'on'],
    ]);
  });

  it('lets each server lead as often as the other, in every even count of pairs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (half) => {
        const leads = abbaOrder(half * 2).map(([first]) => first);
        expect(leads.filter((side) => side === 'on')).toHaveLength(half);
        expect(leads.filter((side) => side === 'off')).toHaveLength(half);
      }),
    );
  });

  it('refuses an odd or empty count, which would favour one server', () => {
    for (const pairs of [0, 1, 3, 2.5]) expect(() => abbaOrder(pairs)).toThrow(/even number/);
  });
});

describe('pairStarts (OPS-75)', () => {
  it('gives each quartet of rounds a fresh pair of servers, the first started alternating', () => {
    expect(pairStarts(4)).toEqual([
      {
        firstStarted: 'on',
        order: [
          ['on', 'off'],
          ['off', 'on'],
        ],
      },
      {
        firstStarted: 'off',
        order: [
          ['on', 'off'],
          ['off', 'on'],
        ],
      },
    ]);
  });

  it('keeps every pair of the ABBA order, each once, and lets each server lead a quartet as often as it can', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (half) => {
        const starts = pairStarts(half * 2);
        expect(starts.flatMap(({ order }) => order)).toEqual(abbaOrder(half * 2));
        const firsts = starts.map(({ firstStarted }) => firstStarted);
        expect(Math.abs(firsts.filter((side) => side === 'on').length - firsts.filter((side) => side === 'off').length)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('comparePairs', () => {
  it('judges by the median pair: one pair slowed by other work on the machine does not decide', () => {
    const comparison = comparePairs(rounds(970, 960, 300, 980), rounds(1000, 1000, 1000, 1000));
    expect(comparison.medianRatio).toBeCloseTo(0.965);
    expect(comparison.totalsRatio).toBeCloseTo(0.8025);
    expect(comparison.spread).toEqual([0.3, 0.98]);
  });

  it('gives the same verdict whichever order the pairs ran in', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 })), { minLength: 1, maxLength: 12 }), (pairs) => {
        const forward = comparePairs(rounds(...pairs.map(([on]) => on)), rounds(...pairs.map(([, off]) => off)));
        const reversed = [...pairs].reverse();
        const backward = comparePairs(rounds(...reversed.map(([on]) => on)), rounds(...reversed.map(([, off]) => off)));
        expect(backward.medianRatio).toBeCloseTo(forward.medianRatio);
        expect(forward.spread[0]).toBeLessThanOrEqual(forward.medianRatio);
        expect(forward.medianRatio).toBeLessThanOrEqual(forward.spread[1]);
      }),
    );
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => comparePairs(rounds(1, 2), rounds(1))).toThrow(/one to one/);
    expect(() => comparePairs([], [])).toThrow(/one to one/);
  });
});
