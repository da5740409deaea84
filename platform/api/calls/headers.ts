import type { ApiResult } from '@/platform/api/result';

/** `x-be-records`: how many records matched in all, beyond the page that came back. */
export function recordCount(headers: Headers, fallback: number): number {
  const value = Number.parseInt(headers.get('x-be-records') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Adds the record count of `x-be-records` to a paged answer. */
export function withRecordCount<T extends { products: unknown[] }>(result: ApiResult<T>): ApiResult<T & { total: number }> {
  if (!result.ok) return result;
  return { ...result, data: { ...result.data, total: recordCount(result.headers, result.data.products.length) } };
}
