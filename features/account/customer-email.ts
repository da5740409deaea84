import { readWithToken } from '@/features/account/account-read';
import { fetchProfile } from '@/platform/api/calls/auth';
import { accountAccessToken } from '@/platform/session/server-session';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The signed-in customer's e-mail, read with their own token: the tracking page of one of their
 * orders, linked from the order's detail, opens without asking for what the shop already knows.
 * Undefined when nobody is signed in or the profile cannot be read; the page then asks.
 */
export async function signedInCustomerEmail(storefront: StorefrontCode): Promise<string | undefined> {
  const read = await readWithToken(await accountAccessToken(), (token) => fetchProfile(storefront, token));
  return read.kind === 'ok' ? read.data.email : undefined;
}
