import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { resolveDiscountLink } from '@/lib/discount-link';
import { routing } from '@/lib/i18n/routing';
import { storefrontFromRequest } from '@/lib/i18n/storefront-from-request';
import { SECURITY_HEADERS } from '@/lib/security-headers';

const handleI18nRouting = createMiddleware(routing);

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export default function proxy(request: NextRequest): NextResponse {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const { storefront, prefix, pathname } = storefrontFromRequest(host, request.nextUrl.pathname);
  const discount = resolveDiscountLink(pathname, request.nextUrl.search, storefront, prefix);
  if (discount) {
    const target = request.nextUrl.clone();
    target.pathname = discount.pathname;
    target.search = discount.search;
    return withSecurityHeaders(NextResponse.redirect(target, 307));
  }
  return withSecurityHeaders(handleI18nRouting(request));
}

export const config = {
  // Everything but backend calls, Next internals and files with an extension.
  matcher: '/((?!api|captuerr|_next|_vercel|.*\\..*).*)',
};
