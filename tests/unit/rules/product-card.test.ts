import { describe, expect, it } from 'vitest';
import type { ProductListing } from '@/platform/api/types';
import { cardPrices, productCardView } from '@/features/catalog/product-card';
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
