import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxyRouting } from '@/platform/i18n/proxy-routing';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { routing } from '@/platform/i18n/routing';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

const withEveryPathname = createMiddleware(routing);
const withProxyRouting = createMiddleware(proxyRouting);

/** Each internal pathname with its params filled in, as a shopper or a stale link could ask for it. */
function filled(template: string): string {
  return template.replace(/\[\.\.\.[^\]]+\]/g, 'reservdelar/apple/iphone-8').replace(/\[[^\]]+\]/g, 'abc-123');
}

const routeWordPaths = Object.values(ROUTE_WORDS).flatMap((words) => Object.values(words).flatMap((word) => [`/${word}`, `/${word}/abc-123`, `/${word}/a/b`]));
const internalPaths = Object.keys(routing.pathnames).map(filled);
const otherPaths = [
  '/',
  '/kundservice/leverans',
  '/bench-floor?x=1',
  '/sok?q=iphone',
  '/kategori/',
  '/fi/tuote/abc',
  '/sv/kategori/a',
  '/no',
  '/%C3%A5',
  '/a//b',
];
const paths = [...new Set([...routeWordPaths, ...internalPaths, ...otherPaths])];

function outcome(middleware: typeof withEveryPathname, host: string, path: string) {
  const response = middleware(new NextRequest(`http://${host}${path}`, { headers: { host } }));
  return {
    status: response.status,
    location: response.headers.get('location'),
    rewrite: response.headers.get('x-middleware-rewrite'),
    locale: response.headers.get('x-middleware-request-x-next-intl-locale'),
  };
}

describe("the proxy's locale routing (decision 0020)", () => {
  it('leaves out the pathnames every storefront spells as the app does, but the home page and the catch-all', () => {
    expect(Object.keys(proxyRouting.pathnames).sort()).toEqual(
      ['/', '/[...slug]', '/brand/[slug]', '/category/[...path]', '/christmas-calendar', '/product/[slug]', '/quick-order', '/search', '/tag/[slug]'].sort(),
    );
  });

  it.each(STOREFRONT_CODES)('rewrites and redirects every path on the %s storefront as the routing with every pathname does', (code) => {
    const host = STOREFRONTS[code].domain;
    for (const path of paths) expect(outcome(withProxyRouting, host, path), path).toEqual(outcome(withEveryPathname, host, path));
  });

  it('does so on a host that is no storefront, where the path prefix picks it', () => {
    for (const path of paths) expect(outcome(withProxyRouting, 'localhost:3000', path), path).toEqual(outcome(withEveryPathname, 'localhost:3000', path));
  });

  it("still sends a path of another storefront to this one's words", () => {
    expect(outcome(withProxyRouting, STOREFRONTS.sv.domain, '/tuote/abc-123').location).toBe(`http://${STOREFRONTS.sv.domain}/produkt/abc-123`);
    expect(outcome(withProxyRouting, STOREFRONTS.fi.domain, '/kategoria/a/b').rewrite).toBe(`http://${STOREFRONTS.fi.domain}/fi/category/a/b`);
  });
});
