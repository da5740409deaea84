import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPerRequestPage, isResourcePath, shopperPathname } from '@/features/shell/request-path';

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

describe('shopperPathname over generated paths', () => {
  const runs = { numRuns: 5000 };
  const escape = fc.tuple(fc.constantFrom(...'0123456789abcdefABCDEFgz%'), fc.constantFrom(...'0123456789abcdefABCDEFgz%')).map(([a, b]) => `%${a}${b}`);
  const rawPath = fc
    .array(fc.oneof(fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 }), escape, fc.constant('/')), { maxLength: 12 })
    .map((parts) => `/${parts.join('')}`);

  it('never throws: a path is decoded to one without a percent sign, or refused', () => {
    fc.assert(
      fc.property(rawPath, (raw) => {
        const decoded = shopperPathname(raw);
        if (decoded !== null) expect(decoded).not.toContain('%');
      }),
      runs,
    );
  });

  it('a path the browser encoded from one without a percent sign decodes back to it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme', maxLength: 8 }).filter((segment) => !segment.includes('%')),
          { maxLength: 5 },
        ),
        (segments) => {
          const path = `/${segments.join('/')}`;
          expect(shopperPathname(`/${segments.map(encodeURIComponent).join('/')}`)).toBe(path);
        },
      ),
      runs,
    );
  });

  it('whatever a path decodes to once, encoding it again is refused, so nothing reaches a route decoded twice', () => {
    fc.assert(
      fc.property(rawPath, (raw) => {
        expect(shopperPathname(raw.replaceAll('%', '%25'))).toBe(raw.includes('%') ? null : shopperPathname(raw));
      }),
      runs,
    );
  });
});

describe('isResourcePath', () => {
  it.each(['/api', '/api/sync-cart', '/api/session/login', '/captuerr', '/robots.txt', '/sitemap/products-1.xml', '/icon.svg'])('%s is a resource', (path) =>
    expect(isResourcePath(path)).toBe(true),
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
