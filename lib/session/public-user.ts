import type { OrderInfo, Profile } from '@/lib/api/types';

/**
 * What the browser may know about the signed-in shopper: no tokens, no e-mail. `sessionEndsAt` is
 * when the access token runs out (epoch ms), so the page can refresh it in time; it is no secret.
 */
export interface PublicUser {
  name: string;
  orderId: string | null;
  scopes: string[];
  discounts: Record<string, number>;
  sessionEndsAt: number;
}

/** The part of the user that the profile read renews on each page load. */
export type PublicProfile = Pick<PublicUser, 'name' | 'discounts'>;

export const ORDER_SCOPE = 'my-order';

/** When an access token issued now with the backend's `expires_in` (seconds) runs out. */
export function sessionEnd(expiresInSeconds: number, now = Date.now()): number {
  return now + expiresInSeconds * 1000;
}

export function publicProfile(profile: Profile): PublicProfile {
  return { name: profile.name, discounts: profile.discounts };
}

export function publicCustomer(profile: Profile, sessionEndsAt: number): PublicUser {
  return { ...publicProfile(profile), orderId: null, scopes: [], sessionEndsAt };
}

export function publicOrderLookup(info: OrderInfo, sessionEndsAt: number): PublicUser {
  return { name: info.name, orderId: info.order_id, scopes: info.scopes, discounts: {}, sessionEndsAt };
}

/** SPEC.md section 2, Account click: where the account link leads a signed-in shopper. */
export function accountDestination(user: PublicUser | null): { kind: 'order'; orderId: string } | { kind: 'orders' } | { kind: 'login' } {
  if (!user) return { kind: 'login' };
  if (user.orderId && user.scopes.includes(ORDER_SCOPE)) return { kind: 'order', orderId: user.orderId };
  return { kind: 'orders' };
}
