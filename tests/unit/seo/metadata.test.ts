import { describe, expect, it } from 'vitest';
import { absoluteUrl, hreflangLanguages, NOINDEX_FOLLOW, pageMetadata, servicePageMetadata } from '@/features/seo/metadata';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

const origin = (code: keyof typeof STOREFRONTS) => storefrontOrigin(STOREFRONTS[code]);

describe('absoluteUrl: the storefront domain plus the path; only page > 1 as a query', () => {
  it.each([
    ['sv', '/', 1, `${origin('sv')}/`],
    ['fi', '/tuote/akku-tds1', 1, `${origin('fi')}/tuote/akku-tds1`],
    ['nl', '/categorie/onderdelen/apple', 2, `${origin('nl')}/categorie/onderdelen/apple?page=2`],
    ['no', '/kategori/reservedeler', 1, `${origin('no')}/kategori/reservedeler`],
    ['da', '/kategori/reservedele', 0, `${origin('da')}/kategori/reservedele`],
    ['sv', '/kategori/reservdelar', 1.5, `${origin('sv')}/kategori/reservdelar`],
    ['sv', '/kategori/sk%C3%A4rmar', 3, `${origin('sv')}/kategori/sk%C3%A4rmar?page=3`],
  ] as const)('%s %s page %s -> %s', (code, path, page, expected) => {
    expect(absoluteUrl(STOREFRONTS[code], path, page)).toBe(expected);
  });
});

describe('hreflangLanguages: iso codes of the storefronts, x-default on sv', () => {
  const all = { sv: 'https://sv/x', no: 'https://no/x', da: 'https://da/x', fi: 'https://fi/x', nl: 'https://nl/x' };

  it.each([
    ['all five storefronts', all, { 'sv-SE': all.sv, 'nb-NO': all.no, 'da-DK': all.da, 'fi-FI': all.fi, 'nl-NL': all.nl, 'x-default': all.sv }],
    ['two storefronts with sv', { sv: all.sv, fi: all.fi }, { 'sv-SE': all.sv, 'fi-FI': all.fi, 'x-default': all.sv }],
    ['no sv: no x-default', { no: all.no, da: all.da }, { 'nb-NO': all.no, 'da-DK': all.da }],
    ['only the page itself: nothing', { fi: all.fi }, undefined],
    ['nothing at all', {}, undefined],
  ])('%s', (_, urls, expected) => {
    expect(hreflangLanguages(urls)).toEqual(expected);
  });
});

describe('pageMetadata', () => {
  const canonical = 'https://sv/produkt/a';

  it('an indexable page: canonical and alternates', () => {
    expect(pageMetadata({ title: 'A', description: 'About A', canonical, alternates: { sv: canonical, nl: 'https://nl/product/a' } })).toEqual({
      title: 'A',
      description: 'About A',
      alternates: { canonical, languages: { 'sv-SE': canonical, 'nl-NL': 'https://nl/product/a', 'x-default': canonical } },
    });
  });

  it('a page that exists in one storefront only: canonical without languages', () => {
    expect(pageMetadata({ title: 'A', canonical, alternates: { sv: canonical } })).toEqual({ title: 'A', alternates: { canonical } });
  });

  it('an absolute title passes through', () => {
    expect(pageMetadata({ title: { absolute: 'Shop' }, canonical }).title).toEqual({ absolute: 'Shop' });
  });

  it('a page that is not indexed: noindex,follow, and neither canonical nor alternates', () => {
    expect(pageMetadata({ title: 'Results', description: 'Search', canonical, alternates: { sv: canonical, fi: 'x' }, indexable: false })).toEqual({
      title: 'Results',
      description: 'Search',
      robots: NOINDEX_FOLLOW,
    });
    expect(NOINDEX_FOLLOW).toEqual({ index: false, follow: true });
  });

  it('an empty description is left out rather than written as an empty meta tag', () => {
    expect(pageMetadata({ title: 'A', description: '' })).toEqual({ title: 'A' });
  });

  it('service pages: a title and noindex', () => {
    expect(servicePageMetadata('Kassa')).toEqual({ title: 'Kassa', robots: { index: false, follow: true } });
  });
});
