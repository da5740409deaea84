import { describe, expect, it } from 'vitest';
import { skuLookupSchema } from '@/platform/api/schemas';
import { parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

describe('POST /api/products-by-sku (proposed)', () => {
  it('answers each sku as asked: sold with its listing, unknown, discontinued or not sold in the storefront', async () => {
    const answers = await parsed(
      await postJson(storeUrl('/api/products-by-sku', 'nl'), { skus: ['tds10042', 'TDS10025-1', 'NOPE1', 'TDS09991', 'TDS10013'] }),
      skuLookupSchema,
    );
    expect(answers.map(({ sku, status }) => [sku, status])).toEqual([
      ['tds10042', 'sold'],
      ['TDS10025-1', 'sold'],
      ['NOPE1', 'unknown'],
      ['TDS09991', 'discontinued'],
      ['TDS10013', 'not-sold-here'],
    ]);
    expect(answers[0]?.product?.sku).toBe('TDS10042');
    expect(answers[1]?.product?.variations.map((variation) => variation.sku)).toContain('TDS10025-1');
  });

  it('sells in sv what fi and nl do not', async () => {
    const [answer] = await parsed(await postJson(storeUrl('/api/products-by-sku', 'sv'), { skus: ['TDS10013'] }), skuLookupSchema);
    expect(answer?.status).toBe('sold');
  });

  it('refuses more than 50 skus, or none', async () => {
    const skus = Array.from({ length: 51 }, (_, index) => `TDS${10001 + index}`);
    expect((await postJson(storeUrl('/api/products-by-sku', 'sv'), { skus })).status).toBe(400);
    expect((await postJson(storeUrl('/api/products-by-sku', 'sv'), { skus: [] })).status).toBe(400);
  });
});
