import { describe, expect, it } from 'vitest';
import { fallsBackToPopular, pickRecommendations, RECOMMENDATIONS_SHOWN, recommendationSkus } from '@/features/catalog/recommendations/recommendations';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

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
