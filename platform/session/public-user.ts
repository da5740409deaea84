import type { BuyerType, OrderInfo, Profile } from '@/platform/api/types';

/**
 * What the browser may know about the signed-in shopper: no tokens, no e-mail. `sessionEndsAt` is
 * when the access token runs out (epoch ms, by the browser's own clock), so the page can refresh it
 * in time; it is no secret.
 */
export interface PublicUser {
  name: string;
  orderId: string | null;
  scopes: string[];
  discounts: Record<string, number>;
  /** A company's account sees what a company buys by (docs/product/account.md, ACC-17); an order look-up is a consumer's. */
  customerType: BuyerType;
  sessionEndsAt: number;
}

/**
 * The user as our session handlers answer it: the access token's lifetime in seconds instead of its
 * end. A browser whose clock runs ahead of the server's would otherwise find every renewed session
 * already inside its refresh margin, and refresh again and again, each time spending the tokens a
 * page it is loading still carries.
 */
export type SessionAnswer = Omit<PublicUser, 'sessionEndsAt'> & { sessionSeconds: number };

/** The part of the user that the profile read renews on each page load. */
export type PublicProfile = Pick<PublicUser, 'name' | 'discounts' | 'customerType'>;

export const ORDER_SCOPE = 'my-order';

/** The user the browser keeps from a session answer received at `now`, by its own clock. */
export function userFromAnswer({ sessionSeconds, ...user }: SessionAnswer, now = Date.now()): PublicUser {
  return { ...user, sessionEndsAt: now + sessionSeconds * 1000 };
}

export function publicProfile(profile: Profile): PublicProfile {
  return { name: profile.name, discounts: profile.discounts, customerType: profile.customer_type };
}

/** A customer's session answer; `sessionSeconds` is the backend's `expires_in` of the access token. */
export function publicCustomer(profile: Profile, sessionSeconds: number): SessionAnswer {
  return { ...publicProfile(profile), orderId: null, scopes: [], sessionSeconds };
}

export function publicOrderLookup(info: OrderInfo, sessionSeconds: number): SessionAnswer {
  return { name: info.name, orderId: info.order_id, scopes: info.scopes, discounts: {}, customerType: 'consumer', sessionSeconds };
}

/**
 * Whether a remembered order look-up is over at `now` (epoch ms). Both of its tokens are issued
 * together and live 3600 s (docs/product/account.md, ACC-2), and an open page refreshes them 5 minutes before the
 * end: a look-up remembered past its end has nothing left to refresh with, so the browser forgets it
 * instead of going on as signed in. A customer is not judged here: an account page or the login
 * redirect tries the refresh cookie first (decision 0009).
 */
export function isOrderLookupOver(user: Pick<PublicUser, 'orderId' | 'sessionEndsAt'>, now: number): boolean {
  return user.orderId !== null && now >= user.sessionEndsAt;
}

/** Whether the signed-in shopper buys for a company (ACC-17): what the pre-paint script reads too. */
export function isCompanyBuyer(user: Pick<PublicUser, 'customerType'> | null): boolean {
  return user?.customerType === 'company';
}

/** docs/product/account.md, ACC-6: where the account link leads a signed-in shopper. */
export function accountDestination(user: PublicUser | null): { kind: 'order'; orderId: string } | { kind: 'orders' } | { kind: 'login' } {
  if (!user) return { kind: 'login' };
  if (user.orderId && user.scopes.includes(ORDER_SCOPE)) return { kind: 'order', orderId: user.orderId };
  return { kind: 'orders' };
}
