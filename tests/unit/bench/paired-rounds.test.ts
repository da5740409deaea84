/**
 * The instrumentation's cost is judged from rounds with both servers side by side, each round on a
 * fresh pair of servers (docs/operating.md, OPS-75, OPS-78): each side is started first as often,
 * and one disturbed round does not decide the median.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePairs, median, pairStarts, type RoundFigures } from '@/bench/paired-rounds';

const rounds = (...perSecond: number[]): RoundFigures[] => perSecond.map((rate) => ({ requests: rate * 2, seconds: 2 }));

describe('pairStarts (OPS-75)', () => {
  it('starts a fresh pair for each round, the first started alternating', () => {
    expect(pairStarts(4)).toEqual(['on', 'off', 'on', 'off']);
  });

  it('starts each side first as often as the other, in every even count of rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (half) => {
        const firsts = pairStarts(half * 2);
        expect(firsts).toHaveLength(half * 2);
        expect(firsts.filter((side) => side === 'on')).toHaveLength(half);
        expect(firsts.filter((side) => side === 'off')).toHaveLength(half);
      }),
    );
  });

  it('refuses an odd or empty count, which would favour one side', () => {
    for (const count of [0, 1, 3, 2.5]) expect(() => pairStarts(count)).toThrow(/even number/);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('comparePairs', () => {
  it('judges by the median round: one round slowed by other work on the machine does not decide', () => {
    const comparison = comparePairs(rounds(970, 960, 300, 980), rounds(1000, 1000, 1000, 1000));
    expect(comparison.medianRatio).toBeCloseTo(0.965);
    expect(comparison.totalsRatio).toBeCloseTo(0.8025);
    expect(comparison.spread).toEqual([0.3, 0.98]);
  });

  it('gives the same verdict whichever order the rounds ran in', () => {
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
