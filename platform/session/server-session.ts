import { cookies, headers } from 'next/headers';
import { sessionCookieName, type SessionCookie } from '@/platform/session/cookies';

async function accessToken(cookie: SessionCookie): Promise<string | null> {
  return (await cookies()).get(sessionCookieName(cookie, await headers()))?.value || null;
}

/**
 * The access tokens a per-request page may use on the server. The account strategy's token opens
 * the account pages; the order strategy's token opens its one order and nothing else (docs/product/account.md,
 * ACC-1: its token is not global).
 */
export async function accountAccessToken(): Promise<string | null> {
  return accessToken('accountAccess');
}

export async function orderAccessToken(): Promise<string | null> {
  return accessToken('orderAccess');
}
