import type { OrderInfo, Profile } from '@/lib/api/types';

/** What the browser may know about the signed-in shopper: no tokens, no e-mail. */
export interface PublicUser {
  name: string;
  orderId: string | null;
  scopes: string[];
  discounts: Record<string, number>;
}

export const ORDER_SCOPE = 'my-order';

export function publicCustomer(profile: Profile): PublicUser {
  return { name: profile.name, orderId: null, scopes: [], discounts: profile.discounts };
}

export function publicOrderLookup(info: OrderInfo): PublicUser {
  return { name: info.name, orderId: info.order_id, scopes: info.scopes, discounts: {} };
}

/** SPEC.md section 2, Account click: where the account link leads a signed-in shopper. */
export function accountDestination(user: PublicUser | null): { kind: 'order'; orderId: string } | { kind: 'orders' } | { kind: 'login' } {
  if (!user) return { kind: 'login' };
  if (user.orderId && user.scopes.includes(ORDER_SCOPE)) return { kind: 'order', orderId: user.orderId };
  return { kind: 'orders' };
}
