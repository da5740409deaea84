import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductListing } from '@/platform/api/types';
import { cardPrices } from '@/features/catalog/card-prices';
import { cardFragment, productCardView } from '@/features/catalog/product-card';
import { cardScore } from '@/features/catalog/rating';
import { cartLine } from './fixtures';

function listing(overrides: Partial<ProductListing> = {}): ProductListing {
  return {
    id: 7,
    sku: 'TDS10007',
    main_sku: 'TDS10007',
    slug: 'iphone-13-skarm-tds10007',
    name: 'iPhone 13 Skärm',
    thumb: { url: 'https://img.example/TDS10007-300.webp', width: 300, height: 300 },
    prices: {
      n: [
        { q: 1, p: 69900 },
        { q: 5, p: 64900 },
      ],
    },
    variations: [],
    vat: 25,
    group_id: 3,
    discount_category: 1,
    stock_status: 'in-stock',
    is_new: false,
    ...overrides,
  };
}

describe('product card view', () => {
  it('is the cart line an add creates, with what the card shows', () => {
    const { line, choosesVariant } = productCardView(listing());
    expect(choosesVariant).toBe(false);
    expect(line).toMatchObject({ product_id: 7, sku: 'TDS10007', name: 'iPhone 13 Skärm', slug: 'iphone-13-skarm-tds10007', price: 69900, quantity: 1 });
    expect(line.thumb).toEqual({ url: 'https://img.example/TDS10007-300.webp', width: 300, height: 300 });
  });

  it('sends products with variations to their page', () => {
    const variation = { sku: 'TDS10007-B', name: 'Svart', prices: { n: [{ q: 1, p: 69900 }] }, vat: 25, stock_status: 'in-stock' as const, attributes: {} };
    expect(productCardView(listing({ variations: [variation] as ProductListing['variations'] })).choosesVariant).toBe(true);
  });

  it('shows the campaign price with the normal price struck through', () => {
    const { line } = productCardView(listing({ prices: { n: [{ q: 1, p: 69900 }], c: [{ q: 1, p: 59900 }] } }));
    expect(cardPrices(line)).toEqual({ price: 59900, was: 69900 });
  });

  it('carries the rating, the new mark, the prefix and the fragment (docs/product/catalog.md, CAT-14, CAT-15, CAT-16)', () => {
    const card = productCardView(listing({ score: 4.46, is_new: true, prefix: ' Apple ', url_fragment: 'variations' }));
    expect(card).toMatchObject({ score: 4.5, isNew: true, prefix: 'Apple', fragment: 'variations' });
  });

  it('leaves out what there is none of, so a plain card weighs what it did', () => {
    expect(Object.keys(productCardView(listing({ score: null, prefix: '  ', url_fragment: '' })))).toEqual(['line', 'choosesVariant']);
  });
});

describe('card rating (docs/product/catalog.md, CAT-14)', () => {
  it.each([
    [4.5, 4.5],
    [3.04, 3],
    [5, 5],
    [0.1, 0.1],
    [0.04, undefined],
    [0, undefined],
    [-1, undefined],
    [5.01, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s is shown as %s', (score, shown) => {
    expect(cardScore(score)).toBe(shown);
  });

  it('is never outside 0 to 5, whatever the backend sends', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(null)), (score) => {
        const shown = cardScore(score);
        return shown === undefined || (shown > 0 && shown <= 5);
      }),
    );
  });
});

describe('card fragment (docs/product/catalog.md, CAT-16)', () => {
  it.each([
    ['variations', 'variations'],
    ['#variations', 'variations'],
    ['choice_2-b', 'choice_2-b'],
    ['2choices', undefined],
    ['a b', undefined],
    ['x"><script>', undefined],
    ['../checkout', undefined],
    ['a'.repeat(65), undefined],
    [null, undefined],
  ])('%j lands on %s', (fragment, landing) => {
    expect(cardFragment(fragment)).toBe(landing);
  });

  it('is only ever an element id, whatever the backend sends', () => {
    fc.assert(
      fc.property(fc.string(), (fragment) => {
        const taken = cardFragment(fragment);
        return taken === undefined || /^[A-Za-z][\w-]{0,63}$/.test(taken);
      }),
    );
  });
});

describe('card prices', () => {
  it.each([
    ['no campaign', cartLine(), { price: 10000 }],
    ['a campaign that lowers the price', cartLine({ campaign: true, pricing: [{ q: 1, p: 8000 }], ordinary_price: 10000 }), { price: 8000, was: 10000 }],
    ['a campaign at the normal price', cartLine({ campaign: true, pricing: [{ q: 1, p: 10000 }], ordinary_price: 10000 }), { price: 10000 }],
    ['no tiers at all', cartLine({ pricing: [] }), null],
  ])('%s', (_name, line, expected) => {
    expect(cardPrices(line)).toEqual(expected);
  });
});
