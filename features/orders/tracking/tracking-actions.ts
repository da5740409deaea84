'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getPathname } from '@/platform/i18n/navigation';
import { routing } from '@/platform/i18n/routing';
import { ORDER_LOOKUP_COOKIE, orderLookupCookieOptions, orderLookupFrom, trackingTarget } from '@/features/orders/lookup/order-lookup';
import { cookieName, secureCookies } from '@/platform/session/cookie-security';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The look-up form posts here before JavaScript has loaded, or without it: the e-mail goes into a
 * short-lived HttpOnly cookie and a redirect leads on to the tracking page, whose URL names the
 * order only. Once the page runs, the form posts to /api/tracking/lookup instead (see
 * TrackingLookupForm).
 */
export async function lookUpOrder(locale: StorefrontCode, form: FormData): Promise<never> {
  const code = routing.locales.includes(locale) ? locale : routing.defaultLocale;
  const lookup = orderLookupFrom(form.get('order'), form.get('email'));
  const secure = secureCookies(await headers());
  if (lookup) (await cookies()).set(cookieName(ORDER_LOOKUP_COOKIE.name, ORDER_LOOKUP_COOKIE.path, secure), lookup.email, orderLookupCookieOptions(secure));
  const target = trackingTarget(lookup, form.get('order'));
  redirect(
    'orderId' in target
      ? getPathname({ locale: code, href: { pathname: '/track-order/[id]', params: { id: target.orderId } } })
      : getPathname({ locale: code, href: { pathname: '/track-order', query: target.retry ? { order: target.retry } : {} } }),
  );
}
