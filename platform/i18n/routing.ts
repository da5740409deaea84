import { defineRouting } from 'next-intl/routing';
import { ROUTE_WORDS, type RouteWordKey } from '@/platform/i18n/route-words';
import { DEFAULT_STOREFRONT, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

function localized(key: RouteWordKey, rest = ''): Record<StorefrontCode, string> {
  const words = ROUTE_WORDS[key];
  return {
    sv: `/${words.sv}${rest}`,
    no: `/${words.no}${rest}`,
    da: `/${words.da}${rest}`,
    fi: `/${words.fi}${rest}`,
    nl: `/${words.nl}${rest}`,
  };
}

export const routing = defineRouting({
  locales: STOREFRONT_CODES,
  defaultLocale: DEFAULT_STOREFRONT,
  localePrefix: 'as-needed',
  // The host decides the market: never a cookie, geography or Accept-Language (docs/product/storefronts.md, SF-4).
  localeDetection: false,
  localeCookie: false,
  // Alternates are in each page's <head> with the storefronts' own hreflang (sv-SE, nb-NO, x-default);
  // next-intl's Link header named them differently and took its scheme from X-Forwarded-Proto.
  alternateLinks: false,
  domains: STOREFRONT_CODES.map((code) => ({
    domain: STOREFRONTS[code].domain,
    defaultLocale: code,
    locales: [code],
  })),
  pathnames: {
    '/': '/',
    '/search': localized('search'),
    '/product/[slug]': localized('product', '/[slug]'),
    '/brand/[slug]': localized('brand', '/[slug]'),
    '/tag/[slug]': localized('tag', '/[slug]'),
    '/category/[...path]': localized('category', '/[...path]'),
    '/christmas-calendar': localized('christmasCalendar'),
    '/quick-order': localized('quickOrder'),
    '/my-account': '/my-account',
    '/my-account/orders': '/my-account/orders',
    '/my-account/orders/[id]': '/my-account/orders/[id]',
    '/my-account/orders/return': '/my-account/orders/return',
    '/my-account/orders/return/[id]': '/my-account/orders/return/[id]',
    '/my-account/overview': '/my-account/overview',
    '/my-account/profile': '/my-account/profile',
    '/my-account/profile/edit': '/my-account/profile/edit',
    '/my-account/returns': '/my-account/returns',
    '/my-account/subscriptions': '/my-account/subscriptions',
    '/my-account/stock-alerts': '/my-account/stock-alerts',
    '/my-order': '/my-order',
    '/my-order/[id]': '/my-order/[id]',
    '/my-order/return/[id]': '/my-order/return/[id]',
    '/page-preview': '/page-preview',
    '/page-preview/exit': '/page-preview/exit',
    '/unsubscribe': '/unsubscribe',
    '/newsletter/confirm': '/newsletter/confirm',
    '/stock-alerts/confirm': '/stock-alerts/confirm',
    '/stock-alerts/unsubscribe': '/stock-alerts/unsubscribe',
    '/checkout': '/checkout',
    '/checkout/[id]': '/checkout/[id]',
    '/checkout/confirmation': '/checkout/confirmation',
    '/checkout/confirmation/[id]': '/checkout/confirmation/[id]',
    '/checkout/failed': '/checkout/failed',
    '/checkout/failed/[id]': '/checkout/failed/[id]',
    '/track-order': '/track-order',
    '/track-order/[id]': '/track-order/[id]',
    '/[...slug]': '/[...slug]',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
