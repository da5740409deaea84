import { describe, expect, it } from 'vitest';
import { nextIndex, shouldAutoplay } from '@/features/shell/header/carousel';
import { USP_AUTOPLAY_MS, USP_CAROUSEL_BELOW_PX } from '@/features/shell/header/constants';

describe('header selling points (docs/product/chrome.md, CHR-2)', () => {
  it('rotate every 3000 ms below 768px', () => {
    expect(USP_AUTOPLAY_MS).toBe(3000);
    expect(USP_CAROUSEL_BELOW_PX).toBe(768);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [0, 1, 0],
    [5, 3, 0],
    [0, 0, 0],
  ])('nextIndex(%i, %i) is %i', (index, count, expected) => {
    expect(nextIndex(index, count)).toBe(expected);
  });

  const base = { narrow: true, reducedMotion: false, paused: false, count: 3 };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['on a narrow screen', {}, true],
    ['not on a wide screen, where all three show', { narrow: false }, false],
    ['not with prefers-reduced-motion', { reducedMotion: true }, false],
    ['not while paused (hover, focus or the pause button)', { paused: true }, false],
    ['not with a single selling point', { count: 1 }, false],
  ])('autoplay %s', (_, change, expected) => {
    expect(shouldAutoplay({ ...base, ...change })).toBe(expected);
  });
});
