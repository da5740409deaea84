import { describe, expect, it } from 'vitest';
import { routing } from '@/platform/i18n/routing';
import { isResourcePath } from '@/features/shell/request-path';
import { cspMode, pageLifetime, pageReads, rewriteTarget, routeAt, routeOf } from '@/platform/routing/route-of';
import { ROUTES, type CachedPage } from '@/platform/routing/route-table';
import { internalPathname } from '@/platform/routing/storefront-path';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

describe('routeOf: the route that answers an internal pathname', () => {
  it.each([
    ['/sv', '/[locale]'],
    ['/fi/product/iphone-13-skarm', '/[locale]/product/[slug]'],
    ['/sv/category/reservdelar/apple/iphone-8', '/[locale]/category/[...path]'],
    ['/no/listing-view/2~iphone-13/category/a/b', '/[locale]/listing-view/[view]/category/[...path]'],
    ['/sv/search', '/[locale]/search'],
    ['/sv/search-view/1/aXBob25l', '/[locale]/search-view/[page]/[term]'],
    ['/sv/checkout', '/[locale]/checkout'],
    ['/sv/checkout/c-123', '/[locale]/checkout/[id]'],
    ['/sv/checkout/confirmation', '/[locale]/checkout/confirmation'],
    ['/sv/checkout/confirmation/TD-1', '/[locale]/checkout/confirmation/[id]'],
    ['/da/my-account/orders/return/TD-1', '/[locale]/my-account/orders/return/[id]'],
    ['/sv/page-preview/exit', '/[locale]/page-preview/exit'],
    ['/sv/integritetspolicy', '/[locale]/[...slug]'],
    // No page of the checkout answers it: the content pages' catch-all does, with its 404.
    ['/sv/checkout/a/b', '/[locale]/[...slug]'],
    ['/sv/searchresults', '/[locale]/[...slug]'],
    ['/api/sync-cart', '/api/[...path]'],
    ['/api/session/login', '/api/session/login'],
    ['/sitemap/pages.xml', '/sitemap/[file]'],
    ['/bench-bare/nl', '/bench-bare/[locale]'],
  ])('%s is %s', (pathname, path) => {
    expect(routeOf(pathname)?.path).toBe(path);
  });

  it.each(['/', '/xx', '/xx/checkout', '/api', '/bench-bare', '/sitemap'])('%s is no route of ours', (pathname) => {
    expect(routeOf(pathname)).toBeNull();
  });

  it('finds every entry by a path made from its own folder', () => {
    for (const route of ROUTES) {
      const pathname = route.path
        .replace('[locale]', 'sv')
        .replace(/\[\.\.\.[a-z]+\]/, 'a/b')
        .replace(/\[[a-z]+\]/g, 'x');
      expect(routeOf(pathname)?.path, route.path).toBe(route.path);
    }
  });
});

describe('internalPathname: a storefront path in the route table words', () => {
  it.each([
    ['sv', '/', '/sv'],
    ['sv', '/sok', '/sv/search'],
    ['nl', '/searchresults', '/nl/search'],
    ['fi', '/tuote/x', '/fi/product/x'],
    ['da', '/maerke/apple', '/da/brand/apple'],
    ['no', '/produkt-stikkord/nyhet', '/no/tag/nyhet'],
    ['fi', '/kategoria/a/b', '/fi/category/a/b'],
    ['nl', '/kerstkalender', '/nl/christmas-calendar'],
    ['sv', '/checkout/c-1', '/sv/checkout/c-1'],
    // Another storefront's word, or an English internal one, is no route word here.
    ['sv', '/tuote/x', '/sv/tuote/x'],
    ['sv', '/searchresults', '/sv/searchresults'],
    ['nl', '/sok', '/nl/sok'],
  ] as const)('%s %s -> %s', (storefront, pathname, internal) => {
    expect(internalPathname(storefront, pathname)).toBe(internal);
  });

  it('translates every word of the routing into the route its internal pathname names', () => {
    for (const [internal, external] of Object.entries(routing.pathnames)) {
      if (typeof external === 'string') continue;
      for (const code of STOREFRONT_CODES) {
        const sample = (path: string) => path.replace('[...path]', 'a/b').replace('[slug]', 'x');
        expect(internalPathname(code, sample(external[code]))).toBe(`/${code}${sample(internal)}`);
      }
    }
  });
});

describe('the route table', () => {
  it('gives a page the policy of how it is rendered: a cached page never waits for a nonce', () => {
    for (const route of ROUTES.filter((entry) => entry.rendering !== 'handler')) {
      expect(cspMode(route), route.path).toBe(route.rendering === 'cached' ? 'cached-page' : 'per-request-page');
    }
  });

  it('has every handler outside the storefronts on a path the proxy leaves to it as a resource', () => {
    for (const route of ROUTES.filter((entry) => !entry.path.includes('[locale]'))) {
      if (route.rendering !== 'handler') continue;
      expect(cspMode(route), route.path).toBe('resource');
      expect(isResourcePath(route.path.replace(/\[[^\]]+\]/g, 'x.xml')), route.path).toBe(true);
    }
  });

  it('sends each view rewrite to a cached route of that view', () => {
    for (const route of ROUTES.filter((entry) => entry.rewrite)) {
      const view = rewriteTarget(route) ?? '';
      expect(routeAt(view).rendering, `${route.path} -> ${view}`).toBe('cached');
    }
  });

  it('reads lifetimes from the cache policy: a page lives as long as its shortest-lived read', () => {
    const page = (path: string) => routeAt(path) as CachedPage;
    expect(pageLifetime(page('/[locale]'))).toBe(300);
    expect(pageReads(page('/[locale]/search-view/[page]/[term]'))).toEqual(expect.arrayContaining(['catalog', 'search', 'deal']));
    // The calendar's hour is cut to the layout's five minutes.
    expect(pageLifetime(page('/[locale]/christmas-calendar'))).toBe(300);
    expect(pageLifetime(page('/bench-bare/[locale]'))).toBe(3600);
  });
});
