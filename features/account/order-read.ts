import { readWithToken, type AccountRead } from '@/features/account/account-read';
import type { ApiResult } from '@/platform/api/result';

/**
 * A read that either of the visitor's sessions may make: the order page serves the order-lookup
 * session and a signed-in owner alike. The first token that reads the record wins, and the page
 * keeps using that one. When none does, an outage outweighs a refusal, and a refusal (404: someone
 * else's order) outweighs a signed-out token, so another's order is a 404 whatever else is held.
 */
export async function readWithAnyToken<T>(
  tokens: readonly (string | null)[],
  read: (token: string) => Promise<ApiResult<T>>,
): Promise<{ read: AccountRead<T>; token: string | null }> {
  const failures = new Set<AccountRead<T>['kind']>();
  for (const token of tokens) {
    if (!token) continue;
    const result = await readWithToken(token, read);
    if (result.kind === 'ok') return { read: result, token };
    failures.add(result.kind);
  }
  const kind = failures.has('unavailable') ? 'unavailable' : failures.has('not-found') ? 'not-found' : 'signed-out';
  return { read: { kind }, token: null };
}
