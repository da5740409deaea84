import { describe, expect, it } from 'vitest';
import { isPerRequestPage, isResourcePath, shopperPathname } from '@/lib/request-path';

describe('shopperPathname', () => {
  it.each([
    ['/produkt/iphone-13-skarm-oled-tds10041', '/produkt/iphone-13-skarm-oled-tds10041'],
    ['/kategori/reservdelar/sk%C3%A4rm', '/kategori/reservdelar/skärm'],
    ['/%6cisting-view/2/category/x', '/listing-view/2/category/x'],
    ['/', '/'],
  ])('decodes %s once', (raw, decoded) => {
    expect(shopperPathname(raw)).toBe(decoded);
  });

  it.each(['/produkt/abc%25', '/kategori/a%25b', '/track-order/TD%25', '/abc%25', '/abc%zz', '/abc%E0%A4%A', '/%2525'])(
    'refuses %s: no page of ours has a percent sign or broken encoding',
    (raw) => {
      expect(shopperPathname(raw)).toBeNull();
    },
  );
});

describe('isResourcePath', () => {
  it.each(['/api', '/api/sync-cart', '/api/session/login', '/captuerr', '/robots.txt', '/sitemap/products-1.xml', '/icon.svg'])(
    '%s is a resource',
    (path) => expect(isResourcePath(path)).toBe(true),
  );
  it.each(['/', '/produkt/x', '/apiary', '/captuerr-x', '/checkout'])('%s is a page', (path) => expect(isResourcePath(path)).toBe(false));
});

describe('isPerRequestPage', () => {
  it.each([
    ['sv', '/checkout'],
    ['sv', '/checkout/confirmation/123'],
    ['no', '/my-account/orders'],
    ['fi', '/my-order/TD1'],
    ['da', '/track-order'],
    ['sv', '/sok'],
    ['sv', '/sok?q=a'],
    ['sv', '/sok?q=%20%20x%20'],
    ['nl', '/searchresults'],
    ['sv', '/page-preview'],
  ] as const)('%s %s is rendered per request', (storefront, path) => {
    const url = new URL(path, 'http://shop');
    expect(isPerRequestPage(storefront, url.pathname, url.searchParams)).toBe(true);
  });

  it.each([
    ['sv', '/'],
    ['sv', '/produkt/x'],
    ['sv', '/searchresults'],
    ['nl', '/sok'],
    ['fi', '/kategoria/varaosat'],
    ['sv', '/checkouts'],
    ['sv', '/sok?q=iphone'],
    ['nl', '/searchresults?q=iPhone%20%208&page=2'],
  ] as const)('%s %s is a cached page', (storefront, path) => {
    const url = new URL(path, 'http://shop');
    expect(isPerRequestPage(storefront, url.pathname, url.searchParams)).toBe(false);
  });
});
