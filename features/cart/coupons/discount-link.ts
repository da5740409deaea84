import { isValidDiscountCode } from '@/features/cart/coupons/discount-code';
import { DISCOUNT_LINK_WORD, ROUTE_WORDS } from '@/platform/i18n/route-words';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * `/rabatt/{category?}/{code}` (docs/product/cart.md, CART-24). A valid code redirects to the category page, or
 * to home without a category, with `disc=<code>` and every other query parameter kept. The target
 * is always a path on the same host built from checked segments, so no input can turn this into an
 * open redirect; anything that does not fit gives null and the visitor ends on the 404 page.
 */

const CATEGORY_SEGMENT = /^[\p{Ll}\p{N}][\p{Ll}\p{N}-]*$/u;
const MAX_CATEGORY_DEPTH = 6;

export interface DiscountLinkTarget {
  pathname: string;
  search: string;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * @param pathname the path after any locale prefix, e.g. `/rabatt/reservdelar/SOMMAR10`
 * @param prefix the locale prefix to keep in the target (`''` on a storefront's own domain)
 */
export function resolveDiscountLink(pathname: string, search: string, storefront: StorefrontCode, prefix = ''): DiscountLinkTarget | null {
  const rawSegments = pathname.split('/').slice(1);
  if (rawSegments[0] !== DISCOUNT_LINK_WORD) return null;
  const rest = rawSegments.slice(1);
  if (rest.length > 0 && rest[rest.length - 1] === '') rest.pop();
  if (rest.length < 1 || rest.length > MAX_CATEGORY_DEPTH + 1) return null;

  const decoded = rest.map(decodeSegment);
  if (decoded.some((segment) => segment === null)) return null;
  const segments = decoded as string[];
  const code = segments[segments.length - 1];
  if (!isValidDiscountCode(code)) return null;
  const category = segments.slice(0, -1);
  if (!category.every((segment) => CATEGORY_SEGMENT.test(segment))) return null;

  const query = new URLSearchParams(search);
  query.set('disc', code);
  const target = category.length === 0 ? prefix || '/' : `${prefix}/${ROUTE_WORDS.category[storefront]}/${category.map(encodeURIComponent).join('/')}`;
  return { pathname: target, search: `?${query.toString()}` };
}
