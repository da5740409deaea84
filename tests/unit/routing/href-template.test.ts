/**
 * The shell's client components fill route templates the server made instead of carrying next-intl's
 * navigation (decision 0066): a filled template must be the very href next-intl's `getPathname` gives,
 * for any value the backend or the browser's storage can hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillHref, withQuery } from '@/platform/i18n/href-template';
import { getPathname } from '@/platform/i18n/navigation';
import { routeHrefs } from '@/platform/i18n/route-hrefs';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

const storefront = fc.constantFrom(...STOREFRONT_CODES);
/** next-intl refuses a value with '[' (it takes it for a missing parameter); anything else goes. */
const value = fc.string({ unit: 'binary', minLength: 1 }).filter((text) => !text.includes('['));
const segment = fc.stringMatching(/^[a-z0-9åäöæøéü-]{1,12}$/);

describe('fillHref', () => {
  it('gives next-intl’s product href for any slug', () => {
    fc.assert(
      fc.property(storefront, value, (locale, slug) => {
        expect(fillHref(routeHrefs(locale).product, slug)).toBe(getPathname({ locale, href: { pathname: '/product/[slug]', params: { slug } } }));
      }),
    );
  });

  it('gives next-intl’s category href for any path', () => {
    fc.assert(
      fc.property(storefront, fc.array(segment, { minLength: 1, maxLength: 4 }), (locale, path) => {
        expect(fillHref(routeHrefs(locale).category, path.join('/'))).toBe(
          getPathname({ locale, href: { pathname: '/category/[...path]', params: { path } } }),
        );
      }),
    );
  });

  it('gives next-intl’s order href for any id', () => {
    fc.assert(
      fc.property(storefront, value, (locale, id) => {
        expect(fillHref(routeHrefs(locale).order, id)).toBe(getPathname({ locale, href: { pathname: '/my-order/[id]', params: { id } } }));
      }),
    );
  });

  it('uses each storefront’s route words', () => {
    expect(fillHref(routeHrefs('sv').product, 'skärm')).toBe('/produkt/sk%C3%A4rm');
    expect(fillHref(routeHrefs('fi').category, 'varaosat/apple')).toBe('/kategoria/varaosat/apple');
  });
});

describe('withQuery', () => {
  it('gives next-intl’s results href for any query', () => {
    fc.assert(
      fc.property(storefront, fc.string({ unit: 'binary' }), (locale, q) => {
        expect(withQuery(routeHrefs(locale).search, { q })).toBe(getPathname({ locale, href: { pathname: '/search', query: { q } } }));
      }),
    );
  });
});
