import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/platform/api/types';
import { productTrails, rememberedTrail } from '@/features/catalog/product/product-trails';

const node = (id: number, name: string, uri: string, hierarchy: CategoryNode['hierarchy'], children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug: uri.split('/').at(-1) ?? uri,
  name,
  uri,
  parent_id: hierarchy.at(-1)?.id ?? null,
  show_in_menu: true,
  hierarchy,
  children,
});

const parts = { id: 1, name: 'Reservdelar', uri: 'reservdelar' };
const apple = { id: 2, name: 'Apple', uri: 'reservdelar/apple' };
const iphone13 = { id: 3, name: 'iPhone 13', uri: 'reservdelar/apple/iphone-13' };
const accessories = { id: 4, name: 'Tillbehör', uri: 'tillbehor' };
const cases = { id: 5, name: 'Skal', uri: 'tillbehor/skal' };
const tree: CategoryNode[] = [
  node(
    1,
    'Reservdelar',
    'reservdelar',
    [],
    [node(2, 'Apple', 'reservdelar/apple', [parts], [node(3, 'iPhone 13', 'reservdelar/apple/iphone-13', [parts, apple])])],
  ),
  node(4, 'Tillbehör', 'tillbehor', [], [node(5, 'Skal', 'tillbehor/skal', [accessories])]),
];

describe('product trails: one per category of the product, primary first', () => {
  it('walks each category up to its root', () => {
    expect(productTrails([cases, iphone13], tree)).toEqual([
      [accessories, cases],
      [parts, apple, iphone13],
    ]);
  });

  it('keeps a category the tree does not know as a trail of itself', () => {
    const unknown = { id: 99, name: 'Kampanj', uri: 'kampanj' };
    expect(productTrails([unknown], tree)).toEqual([[unknown]]);
  });

  it('has no trail without categories', () => {
    expect(productTrails([], tree)).toEqual([]);
  });
});

describe('the trail the breadcrumb history picks', () => {
  const trails = [
    ['/kategori/tillbehor', '/kategori/tillbehor/skal'],
    ['/kategori/reservdelar', '/kategori/reservdelar/apple', '/kategori/reservdelar/apple/iphone-13'],
  ];
  const visit = (path: string) => ({ label: path, path });

  it('is the primary trail without history', () => {
    expect(rememberedTrail(trails, [])).toBe(0);
  });

  it('follows the category visited last', () => {
    expect(rememberedTrail(trails, [visit('/kategori/tillbehor/skal'), visit('/kategori/reservdelar/apple/iphone-13')])).toBe(1);
    expect(rememberedTrail(trails, [visit('/kategori/reservdelar/apple/iphone-13'), visit('/kategori/tillbehor/skal')])).toBe(0);
  });

  it('follows an ancestor category and looks past listings of no trail', () => {
    expect(rememberedTrail(trails, [visit('/kategori/reservdelar/apple'), visit('/sok?q=skal'), visit('/varumarke/apple')])).toBe(1);
  });

  it('falls back to the primary trail when no visit is on a trail', () => {
    expect(rememberedTrail(trails, [visit('/kategori/verktyg'), visit('/sok?q=skal')])).toBe(0);
  });
});
