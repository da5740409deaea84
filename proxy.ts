import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { resolveDiscountLink } from '@/lib/discount-link';
import { routing } from '@/lib/i18n/routing';
import { isInternalListingPath, LISTING_VIEW_SEGMENT, listingViewPathname } from '@/lib/listing-view';
import { storefrontFromRequest } from '@/lib/i18n/storefront-from-request';
import { requestHost } from '@/lib/request-origin';
import { SECURITY_HEADERS } from '@/lib/security-headers';

const handleI18nRouting = createMiddleware(routing);

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export default function proxy(request: NextRequest): NextResponse {
  const { storefront, prefix, pathname } = storefrontFromRequest(requestHost(request.headers), request.nextUrl.pathname);
  const discount = resolveDiscountLink(pathname, request.nextUrl.search, storefront, prefix);
  if (discount) {
    const target = request.nextUrl.clone();
    target.pathname = discount.pathname;
    target.search = discount.search;
    return withSecurityHeaders(NextResponse.redirect(target, 307));
  }
  if (isInternalListingPath(pathname)) {
    // The view routes are ours alone; from outside they are an unknown page (a content-page 404).
    const target = request.nextUrl.clone();
    target.pathname = `/${storefront}/${LISTING_VIEW_SEGMENT}`;
    return withSecurityHeaders(NextResponse.rewrite(target));
  }
  return withSecurityHeaders(toListingView(handleI18nRouting(request), request));
}

/**
 * Page N and phone-model views of a listing go to a route of their own, so that they are cached
 * like any other catalog page instead of making the listing read its query (decision 0003).
 */
function toListingView(response: NextResponse, request: NextRequest): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const target = new URL(rewrite);
  const pathname = listingViewPathname(target.pathname, request.nextUrl.searchParams);
  if (!pathname) return response;
  target.pathname = pathname;
  response.headers.set('x-middleware-rewrite', target.href);
  return response;
}

export const config = {
  // Everything but backend calls, Next internals and files with an extension.
  matcher: '/((?!api|captuerr|_next|_vercel|.*\\..*).*)',
};
