import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { GRID_ANCHOR_ID, scrollTargetAfterRouteChange, SEARCH_SCROLL_MAX_WIDTH, SEARCH_SCROLL_TOP } from '@/features/shell/scroll-rules';

describe('scroll after a route change (docs/product/chrome.md, CHR-13)', () => {
  it('uses the spec numbers and the grid anchor of the product grid', () => {
    expect(SEARCH_SCROLL_MAX_WIDTH).toBe(768);
    expect(SEARCH_SCROLL_TOP).toBe(100);
    // The grid's module pulls in the router; its source names the same anchor.
    const grid = readFileSync(new URL('../../../features/catalog/ProductGrid.tsx', import.meta.url), 'utf8');
    expect(grid).toContain(`PRODUCT_GRID_ANCHOR = '${GRID_ANCHOR_ID}'`);
  });

  it.each([
    ['', 1280, { kind: 'top', top: 0 }],
    ['', 360, { kind: 'top', top: 0 }],
    ['q=iphone', 768, { kind: 'offset', top: 100 }],
    ['q=iphone', 360, { kind: 'offset', top: 100 }],
    ['q=iphone', 769, { kind: 'top', top: 0 }],
    ['q=', 360, { kind: 'top', top: 0 }],
    ['page=2', 1280, { kind: 'anchor', id: 'products' }],
    ['page=2', 360, { kind: 'anchor', id: 'products' }],
    ['page=2&phone_model=iphone-13', 1280, { kind: 'top', top: 0 }],
    ['q=iphone&page=2', 1280, { kind: 'anchor', id: 'products' }],
    ['q=iphone&page=2', 400, { kind: 'offset', top: 100 }],
  ])('?%s at %ipx', (search, width, target) => {
    expect(scrollTargetAfterRouteChange(search, width)).toEqual(target);
  });
});
