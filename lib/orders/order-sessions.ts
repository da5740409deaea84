import { readWithToken, type AccountRead } from '@/lib/account/account-read';
import type { ApiResult } from '@/lib/api/result';

/**
 * A read for my order's page, which two sessions may open: the order look-up's (for its one order)
 * and the signed-in owner's account. Each token is tried in the order given until one gets the
 * order. When one of them was refused the order (404), the order is someone else's and the answer
 * is not-found, never the sign-in form; only when no token was accepted at all is it signed-out.
 */
export async function readWithSessions<T>(tokens: readonly (string | null)[], read: (token: string) => Promise<ApiResult<T>>): Promise<AccountRead<T>> {
  let refused = false;
  for (const token of tokens) {
    if (!token) continue;
    const outcome = await readWithToken(token, read);
    if (outcome.kind === 'ok' || outcome.kind === 'unavailable') return outcome;
    if (outcome.kind === 'not-found') refused = true;
  }
  return refused ? { kind: 'not-found' } : { kind: 'signed-out' };
}
