import { describe, expect, it } from 'vitest';
import { canGoBack, DRILL_DOWN_START, drillDown, drillDownLevel, type DrillDownAction, type DrillDownState } from '@/features/shell/menu/drill-down';
import type { MenuNode } from '@/features/shell/menu/menu-tree';

const node = (id: number, name: string, children: MenuNode[] = []): MenuNode => ({ id, name, href: `/kategori/${name.toLowerCase()}`, children });
const TREE: MenuNode[] = [
  node(1, 'Parts', [node(11, 'Apple', [node(111, 'iPhone 12'), node(112, 'iPhone 13')]), node(12, 'Samsung')]),
  node(2, 'Tools', [node(21, 'Screwdrivers')]),
  node(3, 'Deals'),
];

const run = (...actions: DrillDownAction[]) => actions.reduce(drillDown, DRILL_DOWN_START);

describe('mobile menu drill-down stack (docs/product/chrome.md, CHR-6)', () => {
  it('starts at the top level of categories', () => {
    expect(DRILL_DOWN_START).toEqual({ view: 'categories', stack: [] });
    expect(canGoBack(DRILL_DOWN_START)).toBe(false);
  });

  it('pushes expanded categories and pops one level per back', () => {
    const deep = run({ type: 'expand', id: 1 }, { type: 'expand', id: 11 });
    expect(deep).toEqual({ view: 'categories', stack: [1, 11] });
    expect(canGoBack(deep)).toBe(true);
    expect(drillDown(deep, { type: 'back' })).toEqual({ view: 'categories', stack: [1] });
    expect(run({ type: 'expand', id: 1 }, { type: 'expand', id: 11 }, { type: 'back' }, { type: 'back' })).toEqual(DRILL_DOWN_START);
  });

  it('stays put on back at the top level', () => {
    expect(drillDown(DRILL_DOWN_START, { type: 'back' })).toBe(DRILL_DOWN_START);
  });

  it('ignores expanding the level already shown', () => {
    const state = run({ type: 'expand', id: 1 });
    expect(drillDown(state, { type: 'expand', id: 1 })).toBe(state);
  });

  it('opens the brands view from anywhere; back returns to the top level', () => {
    const brands = run({ type: 'expand', id: 1 }, { type: 'brands' });
    expect(brands).toEqual({ view: 'brands', stack: [] });
    expect(canGoBack(brands)).toBe(true);
    expect(drillDown(brands, { type: 'back' })).toEqual(DRILL_DOWN_START);
    expect(drillDown(brands, { type: 'expand', id: 2 })).toEqual({ view: 'categories', stack: [2] });
  });

  it('resets on close', () => {
    const states: DrillDownState[] = [run({ type: 'expand', id: 1 }, { type: 'expand', id: 11 }), run({ type: 'brands' })];
    for (const state of states) expect(drillDown(state, { type: 'reset' })).toEqual(DRILL_DOWN_START);
  });

  it('does not mutate the state it is given', () => {
    const state: DrillDownState = { view: 'categories', stack: Object.freeze([1]) };
    expect(drillDown(state, { type: 'expand', id: 11 }).stack).toEqual([1, 11]);
    expect(drillDown(state, { type: 'back' }).stack).toEqual([]);
    expect(state.stack).toEqual([1]);
  });
});

describe('drillDownLevel', () => {
  it('shows the top categories for an empty stack', () => {
    expect(drillDownLevel(TREE, [])).toEqual({ parent: null, items: TREE, stack: [] });
  });

  it('walks the stack down the tree', () => {
    const level = drillDownLevel(TREE, [1, 11]);
    expect(level.parent?.name).toBe('Apple');
    expect(level.items.map((item) => item.name)).toEqual(['iPhone 12', 'iPhone 13']);
    expect(level.stack).toEqual([1, 11]);
  });

  it('stops at an id that is not a child of the level above, or has no children', () => {
    expect(drillDownLevel(TREE, [1, 21]).stack).toEqual([1]);
    expect(drillDownLevel(TREE, [1, 12]).parent?.name).toBe('Parts');
    expect(drillDownLevel(TREE, [99]).parent).toBeNull();
  });
});
