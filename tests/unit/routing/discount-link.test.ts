import { describe, expect, it } from 'vitest';
import { discountCodeFromQuery, isValidDiscountCode } from '@/features/cart/coupons/discount-code';
import { resolveDiscountLink } from '@/features/cart/coupons/discount-link';

describe('discount code syntax (docs/product/cart.md, CART-23: 3+ letters, digits or hyphens)', () => {
  it.each([
    ['ABC', true],
    ['abc', true],
    ['SOMMAR-10', true],
    ['123', true],
    ['---', true],
    ['JUL2026', true],
    ['ÅÄÖ', true],
    ['AB', false],
    ['', false],
    ['A B C', false],
    ['ABC!', false],
    ['ABC_D', false],
    ['<script>', false],
    ['ABC/DEF', false],
    ['x'.repeat(65), false],
  ])('%j -> %s', (code, valid) => {
    expect(isValidDiscountCode(code)).toBe(valid);
  });

  it('reads the disc query and ignores bad values', () => {
    expect(discountCodeFromQuery('SOMMAR10')).toBe('SOMMAR10');
    expect(discountCodeFromQuery(['SOMMAR10', 'X'])).toBe('SOMMAR10');
    expect(discountCodeFromQuery('AB')).toBeNull();
    expect(discountCodeFromQuery(undefined)).toBeNull();
    expect(discountCodeFromQuery(null)).toBeNull();
  });
});

describe('/rabatt/{category?}/{code} (docs/product/cart.md, CART-24)', () => {
  it.each([
    ['/rabatt/SOMMAR10', '', 'sv', '', '/', '?disc=SOMMAR10'],
    ['/rabatt/SOMMAR10/', '', 'sv', '', '/', '?disc=SOMMAR10'],
    ['/rabatt/reservdelar/SOMMAR10', '', 'sv', '', '/kategori/reservdelar', '?disc=SOMMAR10'],
    ['/rabatt/reservdelar/apple/iphone-13/SOMMAR10', '', 'sv', '', '/kategori/reservdelar/apple/iphone-13', '?disc=SOMMAR10'],
    ['/rabatt/varaosat/KESA-10', '', 'fi', '', '/kategoria/varaosat', '?disc=KESA-10'],
    ['/rabatt/onderdelen/ZOMER', '', 'nl', '', '/categorie/onderdelen', '?disc=ZOMER'],
    ['/rabatt/ZOMER', '', 'nl', '/nl', '/nl', '?disc=ZOMER'],
    ['/rabatt/reservedeler/SOMMER', '', 'no', '/no', '/no/kategori/reservedeler', '?disc=SOMMER'],
    ['/rabatt/SOMMAR10', '?utm_source=mail&utm_campaign=jul', 'sv', '', '/', '?utm_source=mail&utm_campaign=jul&disc=SOMMAR10'],
    ['/rabatt/SOMMAR10', '?disc=OLD&x=1', 'sv', '', '/', '?disc=SOMMAR10&x=1'],
    ['/rabatt/%C3%85RETS', '', 'sv', '', '/', '?disc=%C3%85RETS'],
  ] as const)('%s%s on %s -> %s%s', (path, search, storefront, prefix, pathname, expectedSearch) => {
    expect(resolveDiscountLink(path, search, storefront, prefix)).toEqual({ pathname, search: expectedSearch });
  });

  it.each([
    '/rabatt',
    '/rabatt/',
    '/rabatt/AB',
    '/rabatt/reservdelar/AB',
    '/rabatt/ABC!',
    '/rabatt//evil.com/ABC',
    '/rabatt/%2F%2Fevil.com/ABC',
    '/rabatt/%2e%2e/ABC',
    '/rabatt/..%2F..%2Fadmin/ABC',
    '/rabatt/Reservdelar/ABC',
    '/rabatt/reserv%20delar/ABC',
    '/rabatt/http:/ABC',
    '/rabatt/%E0%A4%A/ABC',
    '/rabatt/%3Cscript%3E/ABC',
    '/rabatt/a/b/c/d/e/f/g/ABC',
    '/rabattx/ABC',
    '/kategori/rabatt/ABC',
    '/rabatt/ABC%0D%0ALocation:%20http://evil',
  ])('%s is no discount link', (path) => {
    expect(resolveDiscountLink(path, '', 'sv')).toBeNull();
  });
});
