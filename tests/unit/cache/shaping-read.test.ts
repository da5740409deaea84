import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@/platform/api/result';
import { optionalShapingData, shapingData } from '@/platform/api/shaping-read';
import { errorStatus } from '@/platform/errors/error-status';

const ok: ApiResult<string[]> = { ok: true, data: ['menu'], headers: new Headers() };
const down: ApiResult<string[]> = { ok: false, error: { kind: 'timeout', afterMs: 8000 } };
const missing: ApiResult<string[]> = { ok: false, error: { kind: 'http', status: 404 } };

describe('shapingData', () => {
  it('gives the data of a read that worked', () => {
    expect(shapingData(ok, 'main menu')).toEqual(['menu']);
  });

  it('throws instead of letting a failed read become cached content', () => {
    expect(() => shapingData(down, 'main menu')).toThrow(/main menu.*timeout/);
    expect(() => shapingData(missing, 'main menu')).toThrow(/http 404/);
  });

  it('carries the status the backend answered to the error page, in the digest the browser gets (docs/product/errors.md, ERR-2)', () => {
    const thrown = (result: ApiResult<string[]>) => {
      try {
        shapingData(result, 'brand list');
      } catch (error) {
        return { status: errorStatus(error), digest: (error as { digest?: string }).digest };
      }
      throw new Error('no throw');
    };
    expect(thrown({ ok: false, error: { kind: 'http', status: 503 } })).toEqual({ status: 503, digest: 'SHOP_STATUS;503' });
    expect(thrown(missing)).toEqual({ status: 404, digest: 'SHOP_STATUS;404' });
    expect(thrown(down)).toEqual({ status: 500, digest: undefined });
    expect(thrown({ ok: false, error: { kind: 'validation', message: 'not JSON' } })).toEqual({ status: 500, digest: undefined });
  });
});

describe('optionalShapingData', () => {
  it('is null for something the backend does not have, and throws when it fails', () => {
    expect(optionalShapingData(missing, 'store-message widget')).toBeNull();
    expect(optionalShapingData(ok, 'store-message widget')).toEqual(['menu']);
    expect(() => optionalShapingData(down, 'store-message widget')).toThrow('store-message widget');
  });
});
