import type { MenuNode } from '@/features/shell/menu/menu-tree';

/**
 * The mobile menu (docs/product/chrome.md, CHR-6): a stack of expanded categories, and a brands
 * view. Back goes one level up (from the brands view: to the top level); close resets.
 */
export interface DrillDownState {
  view: 'categories' | 'brands';
  /** Ids of the expanded categories, outermost first. Empty at the top level. */
  stack: readonly number[];
}

export type DrillDownAction = { type: 'expand'; id: number } | { type: 'back' } | { type: 'brands' } | { type: 'reset' };

export const DRILL_DOWN_START: DrillDownState = { view: 'categories', stack: [] };

export function drillDown(state: DrillDownState, action: DrillDownAction): DrillDownState {
  switch (action.type) {
    case 'expand':
      if (state.view === 'brands') return { view: 'categories', stack: [action.id] };
      if (state.stack.at(-1) === action.id) return state;
      return { view: 'categories', stack: [...state.stack, action.id] };
    case 'back':
      if (state.view === 'brands') return DRILL_DOWN_START;
      if (state.stack.length === 0) return state;
      return { view: 'categories', stack: state.stack.slice(0, -1) };
    case 'brands':
      return { view: 'brands', stack: [] };
    case 'reset':
      return DRILL_DOWN_START;
  }
}

export function canGoBack(state: DrillDownState): boolean {
  return state.view === 'brands' || state.stack.length > 0;
}

export interface DrillDownLevel {
  /** The expanded category whose children are shown; null at the top level. */
  parent: MenuNode | null;
  items: readonly MenuNode[];
  /** The stack actually resolved: ids that are not a child of the level above are dropped. */
  stack: readonly number[];
}

/** The categories to show for a stack, walking it down the tree. */
export function drillDownLevel(tree: readonly MenuNode[], stack: readonly number[]): DrillDownLevel {
  let parent: MenuNode | null = null;
  let items: readonly MenuNode[] = tree;
  const resolved: number[] = [];
  for (const id of stack) {
    const node = items.find((item) => item.id === id);
    if (!node || node.children.length === 0) break;
    parent = node;
    items = node.children;
    resolved.push(id);
  }
  return { parent, items, stack: resolved };
}
