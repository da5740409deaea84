import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The subscription an unsubscribe link names. The link carries the address and a token the backend
 * signed for it; 401 for a token that does not fit, 410 for an expired one.
 */
export function fetchNewsletterSubscription(storefront: StorefrontCode, email: string, token: string) {
  return request({ storefront, path: backendPath`/api/newsletter/subscription`, query: { email, token }, schema: 'newsletterSubscriptionSchema' });
}

/** Ends the subscription; the same link twice is no error (the answer says `subscribed: false`). */
export function unsubscribeNewsletter(storefront: StorefrontCode, email: string, token: string) {
  return request({
    storefront,
    path: backendPath`/api/newsletter/unsubscribe`,
    method: 'POST',
    body: { email, token },
    schema: 'newsletterSubscriptionSchema',
  });
}

/**
 * Asks for the footer's sign-up by double opt-in: the backend mails the address a confirmation link
 * and answers the same `{ok: true}` whether or not the address was already on the list.
 */
export function subscribeNewsletter(storefront: StorefrontCode, email: string) {
  return request({ storefront, path: backendPath`/api/newsletter/subscribe`, method: 'POST', body: { email }, schema: 'acknowledgementSchema' });
}

/** The confirmation mail's token: the address joins the list; 401 for an unknown or used token, 410 for an expired one. */
export function confirmNewsletter(storefront: StorefrontCode, token: string) {
  return request({ storefront, path: backendPath`/api/newsletter/confirm`, method: 'POST', body: { token }, schema: 'newsletterSubscriptionSchema' });
}
