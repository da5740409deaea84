import { getPathname } from '@/platform/i18n/navigation';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * A category's path in its storefront from the backend's uri: the one spelling that listings record
 * in the breadcrumb history and product pages look for there.
 */
export function categoryPath(storefront: StorefrontCode, uri: string): string {
  return getPathname({ locale: storefront, href: { pathname: '/category/[...path]', params: { path: uri.split('/') } } });
}
