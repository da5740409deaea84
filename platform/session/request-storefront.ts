import type { NextRequest } from 'next/server';
import { requestHost } from '@/platform/http/request-origin';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The storefront a route handler serves: by host, else by a `locale` query the client sends. */
export function storefrontOfRequest(request: NextRequest): StorefrontCode {
  const locale = request.nextUrl.searchParams.get('locale');
  return storefrontFromRequest(requestHost(request.headers), locale ? `/${locale}` : '/').storefront;
}
