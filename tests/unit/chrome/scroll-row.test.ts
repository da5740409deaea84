import { describe, expect, it } from 'vitest';
import { CATEGORY_SCROLL_STEP_PX } from '@/features/shell/header/constants';
import { scrollEdges, scrollTarget } from '@/features/shell/header/scroll-row';

describe('top-category row (docs/product/chrome.md, CHR-4: scroll step 230px)', () => {
  it('steps 230px', () => {
    expect(CATEGORY_SCROLL_STEP_PX).toBe(230);
  });

  const row = { clientWidth: 400, scrollWidth: 1000 };
  it.each([
    [0, 1, 230],
    [230, 1, 460],
    [500, 1, 600],
    [600, 1, 600],
    [460, -1, 230],
    [100, -1, 0],
    [0, -1, 0],
  ] as const)('from %i in direction %i scrolls to %i', (scrollLeft, direction, expected) => {
    expect(scrollTarget({ ...row, scrollLeft }, direction)).toBe(expected);
  });

  it('does not scroll a row that fits', () => {
    expect(scrollTarget({ scrollLeft: 0, clientWidth: 800, scrollWidth: 600 }, 1)).toBe(0);
  });

  it.each([
    ['at the start', 0, { overflowing: true, atStart: true, atEnd: false }],
    ['in the middle', 230, { overflowing: true, atStart: false, atEnd: false }],
    ['at the end', 600, { overflowing: true, atStart: false, atEnd: true }],
    ['a fraction short of the end', 599.4, { overflowing: true, atStart: false, atEnd: true }],
  ])('knows its edges %s', (_, scrollLeft, expected) => {
    expect(scrollEdges({ ...row, scrollLeft })).toEqual(expected);
  });

  it('needs no buttons when the row fits', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000.5 })).toEqual({
      overflowing: false,
      atStart: true,
      atEnd: true,
    });
  });
});
