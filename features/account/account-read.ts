import type { ApiResult } from '@/platform/api/result';

/**
 * What a per-request account page got from a backend read made with the visitor's token. Only the
 * backend's 401 (or no token at all) means signed out; any other failure says nothing about the
 * session, and the page says the service is unavailable while the visitor stays signed in. A 404 is
 * the backend refusing to show someone else's record: the page answers it with its own 404.
 */
export type AccountRead<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' } | { kind: 'unavailable' } | { kind: 'not-found' };

export async function readWithToken<T>(token: string | null, read: (token: string) => Promise<ApiResult<T>>): Promise<AccountRead<T>> {
  if (!token) return { kind: 'signed-out' };
  const result = await read(token);
  if (result.ok) return { kind: 'ok', data: result.data };
  if (result.error.kind !== 'http') return { kind: 'unavailable' };
  if (result.error.status === 401) return { kind: 'signed-out' };
  if (result.error.status === 404) return { kind: 'not-found' };
  return { kind: 'unavailable' };
}
