import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { bareRoutePathname } from '@/features/bench';
import { resolveDiscountLink } from '@/features/cart';
import { proxyRouting } from '@/platform/i18n/proxy-routing';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import { imageOrigins } from '@/platform/security/image-origins';
import { inlineScriptHashes } from '@/platform/security/inline-script-hashes';
import {
  CONFIRM_PATH,
  confirmCookie,
  confirmTokenFrom,
  carriesUnsubscribeLink,
  unsubscribeCookie,
  unsubscribeLinkOfQuery,
  withoutUnsubscribeLink,
  isUnsubscribePath,
} from '@/features/newsletter';
import { isInternalListingPath, LISTING_VIEW_SEGMENT } from '@/features/catalog';
import { ALERT_LINK_PATH, alertLinkCookie } from '@/features/stock-alerts';
import { ENTRY_PATH, isPreviewLink, SECRET_HEADER, SECRET_PARAM } from '@/features/content';
import { hostStanding, STOREFRONT_HOSTS } from '@/platform/i18n/host-standing';
import { securityEvent } from '@/platform/log/security-event';
import { clientAddress, isHttpsRequest, requestHost, trustsProxy } from '@/platform/http/request-origin';
import { isPerRequestPage, isResourcePath, routePattern, shopperPathname, cachedViewPathname } from '@/features/shell';
import { noteRoute } from '@/platform/log/request-record.mjs';
import { isInternalSearchPath } from '@/features/search';
import { secureCookies } from '@/platform/session/cookie-security';
import { sessionCookieName } from '@/platform/session/cookies';
import { lacksSession, loginRedirectPath, sessionNeeded } from '@/platform/session/login-return';
import { contentSecurityPolicy, securityHeaders, type PolicyContext, type ResponseKind } from '@/platform/security/security-headers';
import { trackingOrigins } from '@/platform/tracking/tracking-config';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const handleI18nRouting = createMiddleware(proxyRouting);

export default function proxy(request: NextRequest): NextResponse {
  const https = isHttpsRequest(request.headers);
  const host = requestHost(request.headers);
  const standing = hostStanding(host, request.nextUrl.pathname, STOREFRONT_HOSTS);
  if (standing === 'refused') {
    securityEvent('host-refused', { rule: 'storefront-host', client: clientAddress(request.headers) });
    return finish(misdirected(), { kind: 'resource' }, https);
  }
  return standing === 'quick-look' ? keptPrivate(route(request, host, https)) : route(request, host, https);
}

function route(request: NextRequest, host: string | null, https: boolean): NextResponse {
  const pathname = shopperPathname(request.nextUrl.pathname);
  if (pathname !== null && isResourcePath(pathname)) {
    const { storefront } = storefrontFromRequest(host, pathname);
    noteRoute(routePattern(storefront, pathname, request.nextUrl.searchParams) ?? 'other', storefront);
    return finish(NextResponse.next(), { kind: 'resource' }, https);
  }

  // Next itself cannot decode such a path into route params, so no page may be rendered for it.
  if (pathname === null) return finish(unreadablePath(), { kind: 'resource' }, https);

  const found = storefrontFromRequest(host, pathname);
  const { storefront, prefix } = found;
  if (isInternalListingPath(found.pathname) || isInternalSearchPath(found.pathname))
    return finish(notFound(request, storefront), { kind: 'cached-page' }, https);
  if (isPreviewLink(found.pathname, request.nextUrl.searchParams)) return finish(previewEntry(request, storefront), { kind: 'resource' }, https);
  // Only the bench's build has the bare route (features/bench/bench-build.ts); any other drops this branch.
  if (process.env.SHOP_BENCH === '1') {
    const bare = bareRoutePathname(storefront, found.pathname);
    if (bare) return finish(rewriteTo(request, bare), { kind: 'cached-page' }, https);
  }

  if (isUnsubscribePath(found.pathname) && carriesUnsubscribeLink(request.nextUrl.searchParams)) {
    return finish(unsubscribeLinkMoved(request), { kind: 'resource' }, https);
  }
  if (CONFIRM_PATH.test(found.pathname) && request.nextUrl.searchParams.has('token')) {
    return finish(confirmLinkMoved(request), { kind: 'resource' }, https);
  }
  if (ALERT_LINK_PATH.test(found.pathname) && request.nextUrl.searchParams.has('token')) {
    return finish(alertLinkMoved(request), { kind: 'resource' }, https);
  }

  const discount = resolveDiscountLink(found.pathname, request.nextUrl.search, storefront, prefix);
  if (discount) {
    const target = request.nextUrl.clone();
    target.pathname = discount.pathname;
    target.search = discount.search;
    return finish(NextResponse.redirect(target, 307), { kind: 'cached-page' }, https);
  }

  // Only a page load is redirected. The router's own fetches (a link's prefetch, which it would keep
  // and follow after sign-in; a page rendered again in place) get the page, whose sign-in prompt serves.
  const needed = request.headers.get('sec-fetch-dest') === 'empty' ? null : sessionNeeded(found.pathname);
  if (needed && lacksSession(needed, (cookie) => Boolean(request.cookies.get(sessionCookieName(cookie, request.headers))?.value))) {
    return finish(loginRedirect(request, prefix), { kind: 'resource' }, https);
  }

  noteRoute(routePattern(storefront, found.pathname, request.nextUrl.searchParams) ?? 'other', storefront);
  const kind: ResponseKind = isPerRequestPage(storefront, found.pathname, request.nextUrl.searchParams)
    ? { kind: 'per-request-page', nonce: newNonce(), inlineScriptHashes: inlineScriptHashes(storefront) }
    : { kind: 'cached-page' };
  return finish(toCachedView(handleI18nRouting(routedRequest(request, host, kind, https)), request), kind, https);
}

/** A host that is none of ours (421 Misdirected Request): nothing is rendered for it, and nothing kept. */
function misdirected(): NextResponse {
  return new NextResponse('421: This host is not served here.', {
    status: 421,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * On a host that is no storefront the URL does not say which storefront answered, so no shared cache
 * may keep the answer. Next keeps a `Cache-Control` the proxy has set, on pages and route handlers alike.
 */
function keptPrivate(response: NextResponse): NextResponse {
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

function unreadablePath(): NextResponse {
  return new NextResponse('404: This page could not be found.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** An unknown page of the storefront (the content-page 404), whatever the path said. */
function notFound(request: NextRequest, storefront: StorefrontCode): NextResponse {
  return rewriteTo(request, `/${storefront}/${LISTING_VIEW_SEGMENT}`);
}

/** To a route of our own that next-intl does not route; the query is dropped, as neither the 404 nor the bare route reads one. */
function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  target.search = '';
  return NextResponse.rewrite(target);
}

/**
 * A page that needs a session, asked for without any token that could open it: the login redirect
 * (platform/session/login-return.ts). It depends on the visitor's cookies, so nothing may keep it.
 */
function loginRedirect(request: NextRequest, prefix: string): NextResponse {
  const target = new URL(loginRedirectPath(prefix, `${request.nextUrl.pathname}${request.nextUrl.search}`), request.nextUrl);
  const response = NextResponse.redirect(target, 307);
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

/**
 * A newsletter or stock alert link, opened: its secrets go into a cookie for the page and the browser goes on to
 * the same page without them, the rest of the query kept. It depends on the link, so nothing may keep it.
 */
function linkMoved(request: NextRequest, query: URLSearchParams, cookie: ReturnType<typeof confirmCookie>): NextResponse {
  const target = request.nextUrl.clone();
  target.search = query.toString();
  const response = NextResponse.redirect(target, 303);
  response.headers.set('cache-control', 'private, no-store');
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

/** The unsubscribe link (features/newsletter/unsubscribe-cookie.ts); one without both parts clears the cookie, and the page says the link is broken. */
function unsubscribeLinkMoved(request: NextRequest): NextResponse {
  const query = request.nextUrl.searchParams;
  const link = unsubscribeLinkOfQuery(query);
  return linkMoved(request, withoutUnsubscribeLink(query), unsubscribeCookie(request.nextUrl.pathname, secureCookies(request.headers), link));
}

/** The sign-up's confirmation link (features/newsletter/confirm-link.ts). */
function confirmLinkMoved(request: NextRequest): NextResponse {
  const query = new URLSearchParams(request.nextUrl.searchParams);
  const token = confirmTokenFrom(query.getAll('token'));
  query.delete('token');
  return linkMoved(request, query, confirmCookie(request.nextUrl.pathname, secureCookies(request.headers), token));
}

/** A stock alert mail's link, to confirm or to unsubscribe (features/stock-alerts/alert-links.ts). */
function alertLinkMoved(request: NextRequest): NextResponse {
  const query = new URLSearchParams(request.nextUrl.searchParams);
  const token = confirmTokenFrom(query.getAll('token'));
  query.delete('token');
  return linkMoved(request, query, alertLinkCookie(request.nextUrl.pathname, secureCookies(request.headers), token));
}

/** An editor's link to a draft goes to the handler that checks its secret, which answers in its place. */
function previewEntry(request: NextRequest, storefront: StorefrontCode): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = `/${storefront}${ENTRY_PATH}`;
  target.searchParams.delete(SECRET_PARAM);
  const headers = new Headers(request.headers);
  headers.set(SECRET_HEADER, request.nextUrl.searchParams.get(SECRET_PARAM) ?? '');
  return NextResponse.rewrite(target, { request: { headers } });
}

/**
 * The request as next-intl and the page see it. next-intl picks the locale and builds redirects from
 * `X-Forwarded-Host`/`-Proto`, so untrusted ones are removed here (platform/http/request-origin.ts), and the
 * host it reads is the shop's one spelling of it. A per-request page gets its CSP as a request header
 * too: Next reads the nonce from it and puts it on every script it writes.
 */
function routedRequest(request: NextRequest, host: string | null, kind: ResponseKind, https: boolean): NextRequest {
  const headers = new Headers(request.headers);
  if (!trustsProxy()) {
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port']) headers.delete(name);
  }
  if (host !== null) headers.set(trustsProxy() && headers.has('x-forwarded-host') ? 'x-forwarded-host' : 'host', host);
  if (kind.kind === 'per-request-page') {
    headers.set('content-security-policy', contentSecurityPolicy(kind, policyContext(https)));
  }
  return new NextRequest(request, { headers });
}

function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** Build-time configuration (platform/tracking/tracking-config.ts), so worked out once. */
const TRACKING_ORIGINS = trackingOrigins();

function policyContext(https: boolean): PolicyContext {
  return { imageOrigins: imageOrigins(), tracking: TRACKING_ORIGINS, https, development: process.env.NODE_ENV === 'development' };
}

function finish(response: NextResponse, kind: ResponseKind, https: boolean): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(kind, policyContext(https)))) response.headers.set(name, value);
  return response;
}

/**
 * Page N and phone-model views of a listing, and search results, go to a route of their own, so that
 * they are cached like any other catalog page instead of making the page read its query (decisions
 * 0003 and 0014; which routes and parameters: platform/routing/route-table.ts).
 */
function toCachedView(response: NextResponse, request: NextRequest): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const target = new URL(rewrite);
  const query = request.nextUrl.searchParams;
  const pathname = cachedViewPathname(target.pathname, query);
  if (!pathname) return response;
  target.pathname = pathname;
  response.headers.set('x-middleware-rewrite', target.href);
  return response;
}

export const config = {
  // Everything but Next's static files: pages, route handlers, robots, sitemaps and icons all get
  // the security headers.
  matcher: '/((?!_next/static|_next/image).*)',
};
