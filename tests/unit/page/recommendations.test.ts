import { describe, expect, it } from 'vitest';
import { addLine } from '@/features/cart/cart-lines';
import { productCardView } from '@/features/catalog/product-card';
import {
  fallsBackToPopular,
  pickRecommendations,
  RECOMMENDATION_BOXES,
  recommendationCards,
  RECOMMENDATIONS_SHOWN,
  recommendationSkus,
} from '@/features/catalog/recommendations/recommendations';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';
import { listing } from '../search/fixtures';

const product = (n: number) => ({ sku: `TDS${n}`, main_sku: `TDS${n}` });

describe('recommendations (docs/product/catalog.md, CAT-10)', () => {
  it('asks with the main skus of the history, each once', () => {
    expect(recommendationSkus([{ mainSku: 'A' }, { mainSku: 'B' }, { mainSku: 'A' }, { mainSku: '' }])).toEqual(['A', 'B']);
  });

  it('falls back to popular products everywhere except sv', () => {
    expect(STOREFRONT_CODES.filter(fallsBackToPopular)).toEqual(['no', 'da', 'fi', 'nl']);
  });

  it('shows the recommendations without the product on screen', () => {
    const picked = pickRecommendations('sv', [product(1), product(2)], null, 'TDS1');
    expect(picked).toEqual({ source: 'recommended', products: [product(2)] });
  });

  it('an empty answer shows popular products on no, nothing on sv', () => {
    const popular = [product(7), product(8)];
    expect(pickRecommendations('no', [], popular, 'TDS7')).toEqual({ source: 'popular', products: [product(8)] });
    expect(pickRecommendations('sv', [], popular, 'TDS7')).toEqual({ source: 'none', products: [] });
    expect(pickRecommendations('fi', [], null, 'TDS7')).toEqual({ source: 'none', products: [] });
  });

  it(`shows at most ${RECOMMENDATIONS_SHOWN}`, () => {
    const many = Array.from({ length: 12 }, (_, i) => product(i));
    expect(pickRecommendations('da', many, null, 'none').products).toHaveLength(RECOMMENDATIONS_SHOWN);
  });
});

describe('recommendationCards (docs/product/cart.md, CART-26)', () => {
  const box = RECOMMENDATION_BOXES.productPage;

  it('marks each recommended product with the box it was recommended in', () => {
    const cards = recommendationCards({ source: 'recommended', products: [listing(1), listing(2)] }, box);
    expect(cards.map((card) => card.line.recommended_id)).toEqual([box, box]);
    expect(cards[0]?.line).toEqual({ ...productCardView(listing(1)).line, recommended_id: box });
  });

  it('leaves popular products shown in its place unmarked', () => {
    const cards = recommendationCards({ source: 'popular', products: [listing(3)] }, box);
    expect(cards).toEqual([productCardView(listing(3))]);
  });

  it('a recommended line then keeps apart from a plain add of the same product (CART-3)', () => {
    const [card] = recommendationCards({ source: 'recommended', products: [listing(4)] }, box);
    const lines = addLine(
      addLine([], card?.line ?? productCardView(listing(4)).line, () => 'a'),
      productCardView(listing(4)).line,
      () => 'b',
    );
    expect(lines.map((line) => [line.uuid, line.quantity, line.recommended_id ?? null])).toEqual([
      ['a', 1, box],
      ['b', 1, null],
    ]);
  });
});
