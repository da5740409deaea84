import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/platform/api/types';
import { toMenuTree } from '@/features/shell/menu/menu-tree';

const category = (id: number, uri: string, show_in_menu: boolean, children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug: uri.split('/').pop() ?? '',
  name: `name ${id}`,
  uri,
  parent_id: null,
  show_in_menu,
  hierarchy: [],
  children,
});

describe('toMenuTree', () => {
  it('keeps only menu categories, with their path segments', () => {
    const tree = [
      category(1, 'reservdelar', true, [category(11, 'reservdelar/apple', true, [category(111, 'reservdelar/apple/iphone-8', false)])]),
      category(2, 'hidden', false),
    ];
    expect(toMenuTree(tree)).toEqual([
      { id: 1, name: 'name 1', path: ['reservdelar'], children: [{ id: 11, name: 'name 11', path: ['reservdelar', 'apple'], children: [] }] },
    ]);
  });
});
