import { isNotFound, type ApiResult } from '@/platform/api/result';

/**
 * The data of a read a cached page is built from, or a throw. A cached render never stores a failed
 * read as content (decision 0006): the throw keeps the last good page while Next regenerates it
 * (after a purge, from the request after the failed one), and makes a page never rendered before an
 * uncached error page that the next request renders again.
 */
export function shapingData<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  throw new Error(`The ${what} could not be read (${result.error.kind}); the page is not cached this way.`);
}

/** Like `shapingData` for something the backend may not have (a widget, a deal): a 404 is null. */
export function optionalShapingData<T>(result: ApiResult<T>, what: string): T | null {
  return isNotFound(result) ? null : shapingData(result, what);
}
