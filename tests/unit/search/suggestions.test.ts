import { describe, expect, it } from 'vitest';
import { groupPopular, groupSearchAnswer, isStorefrontPath, POPULAR_LIMIT, SUGGESTION_LIMITS, type SearchAnswer } from '@/features/search/suggestions';
import { category, hint, listing } from './fixtures';

const answer = (overrides: Partial<SearchAnswer> = {}): SearchAnswer => ({
  query: 'iphone 13',
  hints: [],
  products: [],
  categories: [],
  total: 0,
  ...overrides,
});

describe('groupSearchAnswer', () => {
  it('orders the groups hints, categories, products, then "all results"; options follow the groups', () => {
    const result = groupSearchAnswer(
      answer({
        hints: [hint(1, '/kategori/reservdelar/apple/iphone-13', 'Skärmar till iPhone 13')],
        categories: [category(20, 'tillbehor/skarmskydd')],
        products: [listing(1), listing(2)],
        total: 57,
      }),
    );
    expect(result.groups.map((group) => group.name)).toEqual(['hints', 'categories', 'products', 'all']);
    expect(result.options.map((option) => option.key)).toEqual(['hint-1', 'category-20', 'product-1', 'product-2', 'all']);
    expect(result.options.at(-1)).toEqual({ kind: 'all', key: 'all', query: 'iphone 13', total: 57 });
  });

  it('leaves out empty groups, and "all results" when every match is shown', () => {
    const result = groupSearchAnswer(answer({ products: [listing(1), listing(2)], total: 2 }));
    expect(result.groups.map((group) => group.name)).toEqual(['products']);
  });

  it('is empty for an empty answer', () => {
    expect(groupSearchAnswer(answer())).toEqual({ groups: [], options: [] });
  });

  it('keeps at most the limits of each kind', () => {
    const result = groupSearchAnswer(
      answer({
        hints: Array.from({ length: 9 }, (_, i) => hint(i, `/h/${i}`)),
        categories: Array.from({ length: 9 }, (_, i) => category(i, `c/${i}`)),
        products: Array.from({ length: 30 }, (_, i) => listing(i)),
        total: 300,
      }),
    );
    const count = (kind: string) => result.options.filter((option) => option.kind === kind).length;
    expect(count('hint')).toBe(SUGGESTION_LIMITS.hints);
    expect(count('category')).toBe(SUGGESTION_LIMITS.categories);
    expect(count('product')).toBe(SUGGESTION_LIMITS.products);
  });

  it('drops duplicates and the categories a hint already leads to', () => {
    const result = groupSearchAnswer(
      answer({
        hints: [hint(1, '/kategori/reservdelar/apple/iphone-13'), hint(2, '/kategori/reservdelar/apple/iphone-13')],
        categories: [category(5, 'reservdelar/apple/iphone-13'), category(6, 'reservdelar/apple/iphone-13-mini'), category(6, 'x')],
        products: [listing(1), listing(1)],
        total: 1,
      }),
    );
    expect(result.options.map((option) => option.key)).toEqual(['hint-1', 'category-6', 'product-1']);
  });

  it('drops hints whose url is not a path on this storefront', () => {
    const result = groupSearchAnswer(
      answer({
        hints: [
          hint(1, 'https://elsewhere.example/x'),
          hint(2, '//elsewhere.example/x'),
          hint(3, 'javascript:alert(1)'),
          hint(4, '/\\elsewhere.example'),
          hint(5, '/kategori/tillbehor/fodral'),
        ],
      }),
    );
    expect(result.options.map((option) => option.key)).toEqual(['hint-5']);
  });
});

describe('isStorefrontPath', () => {
  it.each([
    ['/kategori/reservdelar', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['kategori/x', false],
    ['/a b', false],
    ['/a\u0000', false],
  ])('%j -> %s', (url, expected) => {
    expect(isStorefrontPath(url)).toBe(expected);
  });
});

describe('groupPopular', () => {
  it('is one "popular" group of at most the popular limit, without duplicates', () => {
    const products = [listing(1), listing(1), ...Array.from({ length: 10 }, (_, i) => listing(i + 2))];
    const result = groupPopular(products);
    expect(result.groups.map((group) => group.name)).toEqual(['popular']);
    expect(result.options).toHaveLength(POPULAR_LIMIT);
    expect(result.options[0]?.key).toBe('product-1');
    expect(result.options[1]?.key).toBe('product-2');
  });

  it('is empty without products', () => {
    expect(groupPopular([])).toEqual({ groups: [], options: [] });
  });
});
