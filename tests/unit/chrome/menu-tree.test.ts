import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/platform/api/types';
import { toMenuBrands, toMenuTree } from '@/features/shell/menu/menu-tree';

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
  it('keeps only menu categories, with the hrefs of their path segments', () => {
    const tree = [
      category(1, 'reservdelar', true, [category(11, 'reservdelar/apple', true, [category(111, 'reservdelar/apple/iphone-8', false)])]),
      category(2, 'hidden', false),
    ];
    expect(toMenuTree(tree, (path) => `/kategori/${path.join('/')}`)).toEqual([
      { id: 1, name: 'name 1', href: '/kategori/reservdelar', children: [{ id: 11, name: 'name 11', href: '/kategori/reservdelar/apple', children: [] }] },
    ]);
  });
});

describe('toMenuBrands', () => {
  it('sends the browser only the ten brands the mobile menu lists, with their hrefs', () => {
    const brands = Array.from({ length: 12 }, (_, index) => ({ id: index, name: `Brand ${index}`, slug: `brand-${index}` }));
    const listed = toMenuBrands(brands, (slug) => `/varumarke/${slug}`);
    expect(listed).toHaveLength(10);
    expect(listed[0]).toEqual({ id: 0, name: 'Brand 0', href: '/varumarke/brand-0' });
  });
});
