import { getPathname } from '@/platform/i18n/navigation';
import { HREF_SLOT, type RouteHrefs } from '@/platform/i18n/href-template';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The storefront's route templates, made by next-intl on the server for the client to fill in. */
export function routeHrefs(locale: StorefrontCode): RouteHrefs {
  return {
    product: getPathname({ locale, href: { pathname: '/product/[slug]', params: { slug: HREF_SLOT } } }),
    category: getPathname({ locale, href: { pathname: '/category/[...path]', params: { path: [HREF_SLOT] } } }),
    search: getPathname({ locale, href: '/search' }),
    order: getPathname({ locale, href: { pathname: '/my-order/[id]', params: { id: HREF_SLOT } } }),
  };
}
