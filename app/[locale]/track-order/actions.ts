'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';
import { ORDER_LOOKUP_COOKIE, orderLookupFrom } from '@/lib/order-lookup';
import { isHttpsRequest } from '@/lib/request-origin';
import type { StorefrontCode } from '@/lib/storefronts';

/**
 * The order look-up form posts here (with or without JavaScript): the e-mail goes into a short-lived
 * HttpOnly cookie and the shopper lands on the tracking page, whose URL names the order only.
 */
export async function lookUpOrder(locale: StorefrontCode, form: FormData): Promise<never> {
  const code = routing.locales.includes(locale) ? locale : routing.defaultLocale;
  const orderId = form.get('order');
  const lookup = orderLookupFrom(orderId, form.get('email'));
  if (!lookup) {
    const order = typeof orderId === 'string' ? orderId.trim() : '';
    redirect(getPathname({ locale: code, href: { pathname: '/track-order', query: order ? { order } : {} } }));
  }
  (await cookies()).set(ORDER_LOOKUP_COOKIE.name, lookup.email, {
    httpOnly: true,
    secure: isHttpsRequest(await headers()),
    sameSite: 'lax',
    path: ORDER_LOOKUP_COOKIE.path,
    maxAge: ORDER_LOOKUP_COOKIE.maxAgeSeconds,
  });
  redirect(getPathname({ locale: code, href: { pathname: '/track-order/[id]', params: { id: lookup.orderId } } }));
}
