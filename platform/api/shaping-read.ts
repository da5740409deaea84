import { isNotFound, type ApiResult } from '@/platform/api/result';
import { StatusError } from '@/platform/errors/status-error';

/**
 * The data of a read a cached page is built from, or a throw. A cached render never stores a failed
 * read as content (decision 0006): the throw keeps the last good page while Next regenerates it
 * (after a purge, from the request after the failed one), and makes a page never rendered before an
 * uncached error page that the next request renders again. A failure the backend answered with a
 * status carries it to the error page (docs/product/errors.md, ERR-2); the others are 500 there.
 */
export function shapingData<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  const { error } = result;
  const message = `The ${what} could not be read (${error.kind}${error.kind === 'http' ? ` ${error.status}` : ''}); the page is not cached this way.`;
  throw error.kind === 'http' ? new StatusError(message, error.status) : new Error(message);
}

/** Like `shapingData` for something the backend may not have (a widget, a deal): a 404 is null. */
export function optionalShapingData<T>(result: ApiResult<T>, what: string): T | null {
  return isNotFound(result) ? null : shapingData(result, what);
}
