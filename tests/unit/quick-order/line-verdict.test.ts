import { describe, expect, it } from 'vitest';
import { inBatches, judgeLine, skusToLookUp, textWithout } from '@/features/quick-order/line-verdict';
import { readOrderLines, type OrderLine } from '@/features/quick-order/order-lines';
import type { ProductListing, SkuLookup } from '@/platform/api/types';

const line = (sku: string, quantity: number | null, problem: OrderLine['problem'] = null): OrderLine => ({ row: 1, sku, quantity, problem });

const product: ProductListing = {
  id: 1,
  sku: 'TDS10001',
  main_sku: 'TDS10001',
  slug: 'skarm-tds10001',
  name: 'Skärm',
  thumb: { url: '/images/TDS10001-front-200.svg', width: 200, height: 200 },
  prices: {
    n: [
      { q: 1, p: 10000 },
      { q: 5, p: 9000 },
      { q: 10, p: 8000 },
    ],
  },
  variations: [
    {
      id: 1000001,
      sku: 'TDS10001-1',
      name: 'Skärm, svart',
      slug: 'skarm-svart',
      prices: { n: [{ q: 1, p: 12000 }] },
      vat: 25,
      stock_status: 'out-of-stock',
      attributes: {},
    },
  ],
  vat: 25,
  group_id: 1,
  discount_category: 1,
  stock_status: 'back-order',
  estimated_at: '2026-12-10T00:00:00Z',
  is_new: false,
};

const sold: SkuLookup = { sku: 'TDS10001', status: 'sold', product };

describe('judgeLine', () => {
  it('prices a sold line by the tier its quantity reaches, with its stock and delivery', () => {
    expect(judgeLine(line('TDS10001', 4), sold)).toMatchObject({ kind: 'ready', unitPrice: 10000, total: 40000 });
    expect(judgeLine(line('TDS10001', 5), sold)).toMatchObject({ kind: 'ready', unitPrice: 9000, total: 45000 });
    expect(judgeLine(line('TDS10001', 12), sold)).toEqual({
      kind: 'ready',
      sku: 'TDS10001',
      quantity: 12,
      name: 'Skärm',
      thumb: product.thumb,
      unitPrice: 8000,
      total: 96000,
      vat: 25,
      stockStatus: 'back-order',
      estimatedAt: '2026-12-10T00:00:00Z',
    });
  });

  it('names the reason for every line that cannot go into the cart', () => {
    expect(judgeLine(line('../x', null, 'bad-sku'), undefined)).toEqual({ kind: 'refused', why: 'bad-sku' });
    expect(judgeLine(line('TDS1', null, 'over-limit'), sold)).toEqual({ kind: 'refused', why: 'over-limit' });
    expect(judgeLine(line('TDS1', 1), { sku: 'TDS1', status: 'unknown', product: null })).toEqual({ kind: 'refused', why: 'unknown' });
    expect(judgeLine(line('TDS1', 1), { sku: 'TDS1', status: 'not-sold-here', product: null })).toEqual({ kind: 'refused', why: 'not-sold-here' });
    expect(judgeLine(line('TDS1', 1), { sku: 'TDS1', status: 'discontinued', product: null })).toEqual({ kind: 'refused', why: 'discontinued' });
    expect(judgeLine(line('TDS10001-1', 1), { ...sold, sku: 'TDS10001-1' })).toEqual({ kind: 'refused', why: 'out-of-stock' });
    expect(judgeLine(line('TDS1', 1), 'failed')).toEqual({ kind: 'refused', why: 'unchecked' });
  });

  it('refuses a sold sku with no price in force rather than put it in the cart at 0', () => {
    const unpriced: SkuLookup = { sku: 'TDS10001', status: 'sold', product: { ...product, prices: { n: [] } } };
    expect(judgeLine(line('TDS10001', 3), unpriced)).toEqual({ kind: 'refused', why: 'no-price' });
    const unpricedVariation: SkuLookup = {
      ...sold,
      sku: 'TDS10001-2',
      product: { ...product, variations: [{ ...product.variations[0]!, sku: 'TDS10001-2', stock_status: 'in-stock', prices: { n: [] } }] },
    };
    expect(judgeLine(line('TDS10001-2', 1), unpricedVariation)).toEqual({ kind: 'refused', why: 'no-price' });
  });

  it('is still checking a line whose sku has no answer yet', () => {
    expect(judgeLine(line('TDS10001', 1), undefined)).toEqual({ kind: 'checking' });
  });
});

describe('skusToLookUp and inBatches', () => {
  it('asks for each readable sku once, in batches: 200 lines make ceil(200 / size) look-ups', () => {
    const text = Array.from({ length: 200 }, (_, index) => `TDS${10001 + index};2`).join('\n');
    const skus = skusToLookUp([...readOrderLines(text).lines, line('TDS10001', 3), line('../x', null, 'bad-sku')], new Set());
    expect(skus).toHaveLength(200);
    expect(inBatches(skus, 50)).toHaveLength(4);
    expect(inBatches(skus, 30).map((batch) => batch.length)).toEqual([30, 30, 30, 30, 30, 30, 20]);
  });

  it('leaves out skus already asked', () => {
    expect(skusToLookUp([line('TDS1', 1), line('TDS2', 1)], new Set(['TDS1']))).toEqual(['TDS2']);
  });
});

describe('textWithout', () => {
  it('leaves the rows not added, where the buyer wrote them', () => {
    expect(textWithout('\uFEFFTDS1;1\r\n\r\nbad;x\r\nTDS2;1\r\nTDS3;0', new Set([1, 4]))).toBe('bad;x\nTDS3;0');
  });
});
