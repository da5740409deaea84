import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@/platform/api/types';
import { categoryUrisById, categoryUrlsById, flattenCategoryTree } from '@/features/seo/category-uris';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

function node(id: number, uri: string, children: CategoryNode[] = []): CategoryNode {
  const slug = uri.split('/').at(-1) ?? uri;
  return { id, slug, name: slug, uri, parent_id: null, show_in_menu: true, hierarchy: [], children };
}

const svTree = [
  node(100, 'reservdelar', [node(102, 'reservdelar/apple', [node(103, 'reservdelar/apple/iphone-8')])]),
  node(273, 'tillbehor', [node(274, 'tillbehor/fodral')]),
];
const fiTree = [node(100, 'varaosat', [node(102, 'varaosat/apple', [node(103, 'varaosat/apple/iphone-8')])]), node(273, 'tarvikkeet')];

describe('categoryUrisById', () => {
  it('maps every category at any depth', () => {
    expect(Object.fromEntries(categoryUrisById(svTree))).toEqual({
      100: 'reservdelar',
      102: 'reservdelar/apple',
      103: 'reservdelar/apple/iphone-8',
      273: 'tillbehor',
      274: 'tillbehor/fodral',
    });
  });

  it('is empty for an empty tree', () => {
    expect(categoryUrisById([]).size).toBe(0);
  });
});

describe('flattenCategoryTree', () => {
  it('lists parents before children in tree order', () => {
    expect(flattenCategoryTree(svTree).map((category) => category.id)).toEqual([100, 102, 103, 273, 274]);
  });
});

describe('categoryUrlsById: a category in each storefront where its id exists', () => {
  const maps = { sv: categoryUrisById(svTree), fi: categoryUrisById(fiTree), nl: categoryUrisById([]) };
  const urlFor = (code: StorefrontCode, uri: string) => `https://${code}/c/${uri}`;

  it.each([
    [103, { sv: 'https://sv/c/reservdelar/apple/iphone-8', fi: 'https://fi/c/varaosat/apple/iphone-8' }],
    [273, { sv: 'https://sv/c/tillbehor', fi: 'https://fi/c/tarvikkeet' }],
    [274, { sv: 'https://sv/c/tillbehor/fodral' }],
    [999, {}],
  ])('category %i -> %j', (id, expected) => {
    expect(categoryUrlsById(id, maps, urlFor)).toEqual(expected);
  });
});
