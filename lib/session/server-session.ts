import { cookies } from 'next/headers';
import { SESSION_COOKIES } from '@/lib/session/cookies';

/**
 * The access tokens a per-request page may use on the server. The account strategy's token opens
 * the account pages; the order strategy's token opens its one order and nothing else (SPEC.md
 * section 6: its token is not global).
 */
export async function accountAccessToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIES.accountAccess)?.value || null;
}

export async function orderAccessToken(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIES.orderAccess)?.value || null;
}
