import * as z from 'zod/mini';

/** Order numbers look like `TD-100234`; anything else is not sent to the backend. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9-]{3,40}$/;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

export interface OrderLookup {
  orderId: string;
  email: string;
}

export function orderLookupFrom(orderId: unknown, email: unknown): OrderLookup | null {
  const id = typeof orderId === 'string' ? orderId.trim() : '';
  const mail = typeof email === 'string' ? email.trim() : '';
  if (!ORDER_ID_PATTERN.test(id) || !EMAIL_PATTERN.test(mail)) return null;
  return { orderId: id, email: mail };
}

/**
 * The e-mail of a look-up reaches the result page in this cookie, never in its URL, where logs,
 * the history, the Referer header and error reports would keep it. Only the tracking pages get it.
 */
export const ORDER_LOOKUP_COOKIE = {
  name: 'td_lookup',
  path: '/track-order',
  maxAgeSeconds: 15 * 60,
} as const;

/** What the look-up form sends to /api/tracking/lookup; anything else counts as an empty form. */
export const trackingLookupBodySchema = z.catch(
  z.partial(z.object({ order: z.string().check(z.maxLength(100)), email: z.string().check(z.maxLength(320)) })),
  {},
);

/** Where a look-up leads: the order's tracking page, or back to the form with the number kept. */
export const trackingTargetSchema = z.union([z.object({ orderId: z.string() }), z.object({ retry: z.string() })]);
export type TrackingTarget = z.infer<typeof trackingTargetSchema>;

export function trackingTarget(lookup: OrderLookup | null, orderId: unknown): TrackingTarget {
  if (lookup) return { orderId: lookup.orderId };
  return { retry: typeof orderId === 'string' && ORDER_ID_PATTERN.test(orderId.trim()) ? orderId.trim() : '' };
}

/** The cookie's attributes: HttpOnly, sent only to the tracking pages, for 15 minutes. */
export function orderLookupCookieOptions(secure: boolean) {
  return { httpOnly: true, secure, sameSite: 'lax', path: ORDER_LOOKUP_COOKIE.path, maxAge: ORDER_LOOKUP_COOKIE.maxAgeSeconds } as const;
}
