import { describe, expect, it } from 'vitest';
import type { PurchaseSettings } from '@/platform/api/types';
import { nextLineInMs, socialProofLines, visibleLines } from '@/features/catalog/product/social-proof';

const settings = (over: Partial<PurchaseSettings> = {}): PurchaseSettings => ({
  productViewsRecently: 14,
  itemsBoughtToday: 4,
  viewThreshold: 10,
  purchaseThreshold: 3,
  viewHiddenMs: 5000,
  purchaseHiddenMs: 10000,
  stockStatusDates: {},
  dealProductSlug: null,
  ...over,
});

describe('social proof lines: only above their thresholds', () => {
  it('tells both numbers above their thresholds, the first to appear first', () => {
    expect(socialProofLines(settings())).toEqual([
      { kind: 'viewed', count: 14, afterMs: 5000 },
      { kind: 'bought', count: 4, afterMs: 10000 },
    ]);
    expect(socialProofLines(settings({ viewHiddenMs: 12000 })).map((line) => line.kind)).toEqual(['bought', 'viewed']);
  });

  it.each([
    ['views at the threshold', { productViewsRecently: 10 }, ['bought']],
    ['views under it', { productViewsRecently: 0 }, ['bought']],
    ['purchases at the threshold', { itemsBoughtToday: 3 }, ['viewed']],
    ['nothing above', { productViewsRecently: 9, itemsBoughtToday: 1 }, []],
  ])('leaves out %s', (_, over, kinds) => {
    expect(socialProofLines(settings(over)).map((line) => line.kind)).toEqual(kinds);
  });
});

describe('social proof lines: only after their waiting times', () => {
  const lines = socialProofLines(settings());

  it.each([
    [0, [], 5000],
    [4999, [], 1],
    [5000, ['viewed'], 5000],
    [9999, ['viewed'], 1],
    [10000, ['viewed', 'bought'], null],
    [60000, ['viewed', 'bought'], null],
  ])('after %i ms shows %j, the next in %s ms', (openMs, kinds, next) => {
    expect(visibleLines(lines, openMs).map((line) => line.kind)).toEqual(kinds);
    expect(nextLineInMs(lines, openMs)).toBe(next);
  });

  it('shows a line without waiting time at once', () => {
    const immediate = socialProofLines(settings({ viewHiddenMs: 0 }));
    expect(visibleLines(immediate, 0).map((line) => line.kind)).toEqual(['viewed']);
  });
});
