'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { ORDER_LOOKUP_COOKIE, orderLookupFrom } from '@/lib/order-lookup';
import { isHttpsRequest } from '@/lib/request-origin';
import type { StorefrontCode } from '@/lib/storefronts';

/** Where a look-up leads: the order's tracking page, or back to the form with the number kept. */
export type TrackingTarget = { orderId: string } | { retry: string };

/**
 * The e-mail goes into a short-lived HttpOnly cookie and the shopper goes on to the tracking page,
 * whose URL names the order only.
 */
async function rememberLookup(form: FormData): Promise<TrackingTarget> {
  const orderId = form.get('order');
  const lookup = orderLookupFrom(orderId, form.get('email'));
  if (!lookup) return { retry: typeof orderId === 'string' ? orderId.trim() : '' };
  (await cookies()).set(ORDER_LOOKUP_COOKIE.name, lookup.email, {
    httpOnly: true,
    secure: isHttpsRequest(await headers()),
    sameSite: 'lax',
    path: ORDER_LOOKUP_COOKIE.path,
    maxAge: ORDER_LOOKUP_COOKIE.maxAgeSeconds,
  });
  return { orderId: lookup.orderId };
}

/** The look-up form posts here before JavaScript has loaded (or without it): answered with a redirect. */
export async function lookUpOrder(locale: StorefrontCode, form: FormData): Promise<never> {
  const code = routing.locales.includes(locale) ? locale : routing.defaultLocale;
  const target = await rememberLookup(form);
  redirect(
    'orderId' in target
      ? getPathname({ locale: code, href: { pathname: '/track-order/[id]', params: { id: target.orderId } } })
      : getPathname({ locale: code, href: { pathname: '/track-order', query: target.retry ? { order: target.retry } : {} } }),
  );
}

/**
 * The same look-up once the page runs: it answers where to go and the browser navigates there
 * itself. A redirect from an action the page called would be rendered by Next on the server
 * through a request to its own origin, which carries no storefront domain, so every storefront
 * would get the default one's page.
 */
export async function openTracking(form: FormData): Promise<TrackingTarget> {
  return rememberLookup(form);
}
