import { describe, expect, it } from 'vitest';
import { routing } from '@/platform/i18n/routing';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';

type Localized = Record<string, string>;
const localized = (internal: keyof typeof routing.pathnames) => routing.pathnames[internal] as Localized | string;

describe('route words per storefront (docs/product/storefronts.md, SF-8)', () => {
  it.each([
    ['/brand/[slug]', { sv: '/varumarke/[slug]', no: '/varumarke/[slug]', da: '/maerke/[slug]', fi: '/tavaramerkki/[slug]', nl: '/merk/[slug]' }],
    ['/product/[slug]', { sv: '/produkt/[slug]', no: '/produkt/[slug]', da: '/produkt/[slug]', fi: '/tuote/[slug]', nl: '/product/[slug]' }],
    [
      '/tag/[slug]',
      { sv: '/produkt-tagg/[slug]', no: '/produkt-stikkord/[slug]', da: '/produkt-tagg/[slug]', fi: '/produkt-tagg/[slug]', nl: '/product-tag/[slug]' },
    ],
    [
      '/category/[...path]',
      { sv: '/kategori/[...path]', no: '/kategori/[...path]', da: '/kategori/[...path]', fi: '/kategoria/[...path]', nl: '/categorie/[...path]' },
    ],
    ['/search', { sv: '/sok', no: '/searchresults', da: '/searchresults', fi: '/searchresults', nl: '/searchresults' }],
    ['/christmas-calendar', { sv: '/julkalender', no: '/julekalender', da: '/julekalender', fi: '/joulukalenteri', nl: '/kerstkalender' }],
    ['/quick-order', { sv: '/snabborder', no: '/hurtigordre', da: '/hurtigordre', fi: '/pikatilaus', nl: '/snelbestellen' }],
  ] as const)('%s', (internal, words) => {
    expect(localized(internal)).toEqual(words);
  });

  it('keeps the account, order, checkout and tracking routes of docs/product/storefronts.md, SF-8', () => {
    const paths = Object.keys(routing.pathnames);
    for (const path of [
      '/my-account',
      '/my-account/orders',
      '/my-account/overview',
      '/my-account/profile',
      '/my-account/profile/edit',
      '/my-account/returns',
      '/my-account/subscriptions',
      '/my-account/orders/return',
      '/my-account/orders/return/[id]',
      '/my-order',
      '/my-order/[id]',
      '/my-order/return/[id]',
      '/page-preview',
      '/unsubscribe',
      '/checkout',
      '/checkout/[id]',
      '/checkout/confirmation',
      '/checkout/confirmation/[id]',
      '/checkout/failed',
      '/checkout/failed/[id]',
      '/track-order',
      '/track-order/[id]',
      '/[...slug]',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('maps each storefront domain to its locale with no prefix', () => {
    expect(routing.domains?.map((d) => [d.domain, d.defaultLocale, d.locales])).toEqual([
      ['sv.localhost:3000', 'sv', ['sv']],
      ['no.localhost:3000', 'no', ['no']],
      ['da.localhost:3000', 'da', ['da']],
      ['fi.localhost:3000', 'fi', ['fi']],
      ['nl.localhost:3000', 'nl', ['nl']],
    ]);
    expect(routing.localePrefix).toBe('as-needed');
    expect(routing.localeDetection).toBe(false);
  });
});

describe('storefrontFromRequest', () => {
  it.each([
    ['fi.localhost:3000', '/tuote/x', { storefront: 'fi', prefix: '', pathname: '/tuote/x' }],
    ['localhost:3000', '/no/produkt/x', { storefront: 'no', prefix: '/no', pathname: '/produkt/x' }],
    ['localhost:3000', '/sv/produkt/x', { storefront: 'sv', prefix: '', pathname: '/produkt/x' }],
    ['localhost:3000', '/produkt/x', { storefront: 'sv', prefix: '', pathname: '/produkt/x' }],
    ['localhost:3000', '/nl', { storefront: 'nl', prefix: '/nl', pathname: '/' }],
    [null, '/xx/produkt', { storefront: 'sv', prefix: '', pathname: '/xx/produkt' }],
    ['evil.example', '/da/rabatt/ABC', { storefront: 'da', prefix: '/da', pathname: '/rabatt/ABC' }],
  ] as const)('%s %s', (host, path, expected) => {
    expect(storefrontFromRequest(host, path)).toEqual(expected);
  });
});
