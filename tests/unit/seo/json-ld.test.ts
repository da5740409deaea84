import { describe, expect, it } from 'vitest';
import { productSchema } from '@/platform/api/schemas';
import { STOCK_STATUSES } from '@/platform/api/vocabulary';
import type { Product } from '@/platform/api/types';
import { availability, breadcrumbJsonLd, offerPrice, productJsonLd, serializeJsonLd } from '@/features/seo/json-ld';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

/** A product as the backend sends it (decimal prices), parsed like the API client does. */
function product(overrides: Record<string, unknown> = {}): Product {
  return productSchema.parse({
    id: 138,
    sku: 'TDS10138',
    main_sku: 'TDS10138',
    name: 'Galaxy Z Flip6 Skärm OLED',
    slug: 'galaxy-z-flip6-skarm-oled-tds10138',
    type: 1,
    thumb: { url: 'https://img.example/thumb-300.jpg', width: 300, height: 300 },
    prices: {
      n: [
        { q: 1, p: 1299 },
        { q: 5, p: 1199 },
      ],
    },
    vat: 25,
    categories: [{ id: 220, name: 'Galaxy Z Flip6', uri: 'reservdelar/samsung/galaxy-z-flip6' }],
    brand: { slug: 'samsung', name: 'Samsung' },
    group_id: 1,
    discount_category: 1,
    stock_status: 'in-stock',
    has_upselling: false,
    images: [
      { url: 'https://img.example/back-800.jpg', width: 800, height: 800, type: 4, sort_order: 1 },
      { url: 'https://img.example/front-800.jpg', width: 800, height: 800, type: 9, sort_order: 0 },
      { url: 'https://img.example/front-300.jpg', width: 300, height: 300, type: 10, sort_order: 0 },
      { url: 'https://img.example/front-1600.jpg', width: 1600, height: 1600, type: 1, sort_order: 0 },
    ],
    description: '<p>Original quality &amp; tested.</p><p>12 months warranty.</p>',
    ...overrides,
  });
}

const url = 'https://shop.example/produkt/galaxy-z-flip6-skarm-oled-tds10138';

describe('availability: stock status -> schema.org', () => {
  it.each([
    ['in-stock', 'InStock'],
    ['back-order', 'BackOrder'],
    ['back-order-quick', 'BackOrder'],
    ['back-order-slow', 'BackOrder'],
    ['presale', 'PreOrder'],
    ['out-of-stock', 'OutOfStock'],
  ] as const)('%s -> %s', (status, expected) => {
    expect(availability(status)).toBe(expected);
  });

  it('maps every stock status the schema knows', () => {
    for (const status of STOCK_STATUSES) expect(availability(status)).toMatch(/^(InStock|BackOrder|PreOrder|OutOfStock)$/);
  });
});

describe('offerPrice: minor units -> decimal string, rounded as the page shows it', () => {
  it.each([
    ['sv', 129900, '1299'],
    ['sv', 29950, '300'],
    ['sv', 29949, '299'],
    ['no', 100, '1'],
    ['da', 0, '0'],
    ['fi', 6095, '60.95'],
    ['fi', 6000, '60.00'],
    ['nl', 1, '0.01'],
    ['nl', 123456789, '1234567.89'],
  ] as const)('%s %i -> %s', (code, minor, expected) => {
    expect(offerPrice(minor, STOREFRONTS[code])).toBe(expected);
  });
});

describe('productJsonLd', () => {
  it('builds Product with Offer, brand, sku, images and plain-text description', () => {
    expect(productJsonLd(product(), STOREFRONTS.sv, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Galaxy Z Flip6 Skärm OLED',
      sku: 'TDS10138',
      url,
      image: ['https://img.example/front-800.jpg', 'https://img.example/back-800.jpg'],
      description: 'Original quality & tested. 12 months warranty.',
      brand: { '@type': 'Brand', name: 'Samsung' },
      offers: {
        '@type': 'Offer',
        url,
        price: '1299',
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it.each([
    ['sv', { n: [{ q: 1, p: 299.5 }] }, '300', 'SEK'],
    [
      'fi',
      {
        n: [
          { q: 1, p: 60.95 },
          { q: 10, p: 53.95 },
        ],
      },
      '60.95',
      'EUR',
    ],
    ['nl', { n: [{ q: 1, p: 20 }], c: [{ q: 1, p: 14.99 }] }, '14.99', 'EUR'],
    [
      'da',
      {
        n: [
          { q: 5, p: 90 },
          { q: 1, p: 100 },
        ],
      },
      '100',
      'DKK',
    ],
  ] as const)('%s: the single-piece price of %j is %s %s (campaign while it runs)', (code, prices, price, currency) => {
    const offers = productJsonLd(product({ prices }), STOREFRONTS[code], url).offers;
    expect(offers).toMatchObject({ price, priceCurrency: currency });
  });

  it.each([
    ['back-order-slow', 'https://schema.org/BackOrder'],
    ['presale', 'https://schema.org/PreOrder'],
    ['out-of-stock', 'https://schema.org/OutOfStock'],
  ] as const)('stock status %s -> %s', (stock_status, expected) => {
    expect(productJsonLd(product({ stock_status }), STOREFRONTS.sv, url).offers?.availability).toBe(expected);
  });

  it('without gallery images uses the thumb, made absolute on the storefront origin', () => {
    const data = productJsonLd(product({ images: [], thumb: { url: '/images/t.jpg', width: 1, height: 1 } }), STOREFRONTS.fi, url);
    expect(data.image).toEqual([`${storefrontOrigin(STOREFRONTS.fi)}/images/t.jpg`]);
  });

  it('leaves out brand and description when there are none', () => {
    const data = productJsonLd(product({ brand: null, description: '' }), STOREFRONTS.sv, url);
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Hem', url: 'https://sv/' },
        { name: 'Reservdelar', url: 'https://sv/kategori/reservdelar' },
        { name: 'Skärm', url: 'https://sv/produkt/skarm' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hem', item: 'https://sv/' },
        { '@type': 'ListItem', position: 2, name: 'Reservdelar', item: 'https://sv/kategori/reservdelar' },
        { '@type': 'ListItem', position: 3, name: 'Skärm', item: 'https://sv/produkt/skarm' },
      ],
    });
  });

  it.each([[[]], [[{ name: 'Hem', url: 'https://sv/' }]]])('is left out when the visible breadcrumbs are (%j)', (items) => {
    expect(breadcrumbJsonLd(items)).toBeUndefined();
  });
});

describe('serializeJsonLd: safe inside <script type="application/ld+json">', () => {
  const hostile = product({ name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' });
  const json = serializeJsonLd(productJsonLd(hostile, STOREFRONTS.sv, url));

  it.each([['<'], ['>'], ['&'], ['\u2028'], ['\u2029']])('contains no raw %j', (character) => {
    expect(json).not.toContain(character);
  });

  it('escapes < as \\u003c', () => {
    expect(json).toContain('\\u003c/script\\u003e');
  });

  it('still parses back to the same data', () => {
    expect(JSON.parse(json)).toEqual(productJsonLd(hostile, STOREFRONTS.sv, url));
  });
});
