import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@/platform/api/result';
import { optionalShapingData, shapingData } from '@/platform/api/shaping-read';

const ok: ApiResult<string[]> = { ok: true, data: ['menu'], headers: new Headers() };
const down: ApiResult<string[]> = { ok: false, error: { kind: 'timeout', afterMs: 8000 } };
const missing: ApiResult<string[]> = { ok: false, error: { kind: 'http', status: 404 } };

describe('shapingData', () => {
  it('gives the data of a read that worked', () => {
    expect(shapingData(ok, 'main menu')).toEqual(['menu']);
  });

  it('throws instead of letting a failed read become cached content', () => {
    expect(() => shapingData(down, 'main menu')).toThrow(/main menu.*timeout/);
    expect(() => shapingData(missing, 'main menu')).toThrow(/http/);
  });
});

describe('optionalShapingData', () => {
  it('is null for something the backend does not have, and throws when it fails', () => {
    expect(optionalShapingData(missing, 'store-message widget')).toBeNull();
    expect(optionalShapingData(ok, 'store-message widget')).toEqual(['menu']);
    expect(() => optionalShapingData(down, 'store-message widget')).toThrow('store-message widget');
  });
});
