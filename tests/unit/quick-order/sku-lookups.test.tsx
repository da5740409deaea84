// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readOrderLines } from '@/features/quick-order/order-lines';
import { useSkuLookups } from '@/features/quick-order/use-sku-lookups';
import { lookUpSkus, SKU_LOOKUP_BATCH_SIZE } from '@/platform/api/calls/sku-lookup';
import type * as SkuLookup from '@/platform/api/calls/sku-lookup';

vi.mock('@/platform/api/calls/sku-lookup', async (original) => ({
  ...(await original<typeof SkuLookup>()),
  lookUpSkus: vi.fn(),
}));

const lookUp = vi.mocked(lookUpSkus);
const unknown = (skus: readonly string[]) =>
  Promise.resolve({ ok: true as const, data: skus.map((sku) => ({ sku, status: 'unknown' as const, product: null })), headers: new Headers() });
const pasted = (count: number) => readOrderLines(Array.from({ length: count }, (_, index) => `TDS${10001 + index};1`).join('\n')).lines;

describe('useSkuLookups (docs/product/quick-order.md, QO-5)', () => {
  it('asks for 200 pasted lines in ceil(200 / batch size) calls, and for a line added after in one more', async () => {
    lookUp.mockReset().mockImplementation((_storefront, skus) => unknown(skus));
    const { result, rerender } = renderHook(({ lines }) => useSkuLookups('nl', lines), { initialProps: { lines: pasted(200) } });
    await act(async () => {});
    expect(lookUp).toHaveBeenCalledTimes(Math.ceil(200 / SKU_LOOKUP_BATCH_SIZE));
    expect(result.current.size).toBe(200);

    rerender({ lines: pasted(201) });
    await act(async () => {});
    expect(lookUp).toHaveBeenCalledTimes(Math.ceil(200 / SKU_LOOKUP_BATCH_SIZE) + 1);
    expect(lookUp).toHaveBeenLastCalledWith('nl', ['TDS10201']);
  });

  it('marks the skus of a failed batch and asks for them again at the next edit', async () => {
    lookUp.mockReset().mockResolvedValueOnce({ ok: false, error: { kind: 'http', status: 502 } });
    lookUp.mockImplementation((_storefront, skus) => unknown(skus));
    const { result, rerender } = renderHook(({ lines }) => useSkuLookups('nl', lines), { initialProps: { lines: pasted(2) } });
    await act(async () => {});
    expect(result.current.get('TDS10001')).toBe('failed');

    rerender({ lines: pasted(2) });
    await act(async () => {});
    expect(lookUp).toHaveBeenLastCalledWith('nl', ['TDS10001', 'TDS10002']);
    expect(result.current.get('TDS10001')).toMatchObject({ status: 'unknown' });
  });
});
