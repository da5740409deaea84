import { describe, expect, it } from 'vitest';
import { STOCK_STATUSES } from '@/platform/api/vocabulary';
import { BRANDS } from '@/mocks/data/brands';
import { buildCatalog, catalog, DEFAULT_CATALOG_SIZE } from '@/mocks/data/catalog';
import { categoryTree } from '@/mocks/data/categories';
import { LOCALES } from '@/mocks/data/localized';
import { pricesFor } from '@/mocks/data/prices';
import { INCREASING_TIERS_PRODUCT_ID } from '@/mocks/data/products';
import { productListing } from '@/mocks/views/product-view';

const fingerprint = (size: number) =>
  buildCatalog(size)
    .products.slice(0, 50)
    .map((product) => [product.sku, product.slug, product.name.fi, product.stockStatus, JSON.stringify(pricesFor(product.price, 'sv'))]);

describe('seeded catalog', () => {
  it('holds at least 2000 products by default', () => {
    expect(DEFAULT_CATALOG_SIZE).toBeGreaterThanOrEqual(2000);
    expect(catalog().products.length).toBeGreaterThanOrEqual(2000);
  });

  it('is the same catalog on every build', () => {
    expect(fingerprint(2400)).toEqual(fingerprint(2400));
  });

  it('has every stock status, including presale', () => {
    const statuses = new Set(catalog().products.map((product) => product.stockStatus));
    expect([...statuses].sort()).toEqual([...STOCK_STATUSES].sort());
  });

  it('covers all ten brands and has unique skus and slugs', () => {
    const { products, bySlug } = catalog();
    expect(new Set(products.map((product) => product.brand))).toEqual(new Set(BRANDS.map((brand) => brand.slug)));
    expect(new Set(products.map((product) => product.sku)).size).toBe(products.length);
    expect(products.every((product) => bySlug.get(product.slug) === product)).toBe(true);
  });

  it('prices every tier list non-increasing except the one documented broken product', () => {
    for (const product of catalog().products) {
      for (const locale of LOCALES) {
        const prices = pricesFor(product.price, locale).n.map((tier) => tier.p);
        const increasing = prices.some((price, index) => index > 0 && price > (prices[index - 1] ?? price));
        expect(increasing).toBe(product.id === INCREASING_TIERS_PRODUCT_ID);
      }
    }
  });

  it('has products with variations, campaigns, small stock and cart notices', () => {
    const { products } = catalog();
    expect(products.some((product) => product.variations.some((variation) => variation.attribute === 'quality'))).toBe(true);
    expect(products.some((product) => product.variations.some((variation) => variation.attribute === 'colour'))).toBe(true);
    expect(products.some((product) => pricesFor(product.price, 'sv').c !== undefined)).toBe(true);
    expect(products.some((product) => product.stockLimit !== null)).toBe(true);
    expect(products.some((product) => product.part.cartNotice !== undefined)).toBe(true);
  });

  it('lists products with and without a rating, a new mark, a prefix and a fragment (docs/product/catalog.md, CAT-14 to CAT-16)', () => {
    const listings = catalog().products.map((product) => productListing(product, 'sv'));
    const some = (has: (listing: (typeof listings)[number]) => boolean) => [listings.some(has), listings.some((listing) => !has(listing))];
    expect(some((listing) => typeof listing.score === 'number')).toEqual([true, true]);
    expect(some((listing) => listing.is_new === true)).toEqual([true, true]);
    expect(some((listing) => typeof listing.prefix === 'string')).toEqual([true, true]);
    expect(
      listings
        .filter((listing) => listing.url_fragment !== undefined)
        .every((listing) => listing.url_fragment === 'variations' && (listing.variations ?? []).length > 0),
    ).toBe(true);
    expect(some((listing) => listing.url_fragment !== undefined)).toEqual([true, true]);
  });

  it('has a category tree three levels deep with localized slugs', () => {
    const iphone13 = categoryTree().byKey.get('spare-parts/apple/iphone-13');
    expect(iphone13?.uri).toEqual({
      sv: 'reservdelar/apple/iphone-13',
      no: 'reservedeler/apple/iphone-13',
      da: 'reservedele/apple/iphone-13',
      fi: 'varaosat/apple/iphone-13',
      nl: 'onderdelen/apple/iphone-13',
    });
    expect(iphone13?.ancestors.map((ancestor) => ancestor.key)).toEqual(['spare-parts', 'spare-parts/apple']);
  });

  // Behaviour, not speed: a loaded CI machine may take several seconds to build it.
  it('scales to 50,000 products', { timeout: 60_000 }, () => {
    const large = buildCatalog(50_000);
    expect(large.products).toHaveLength(50_000);
    expect(large.bySlug.size).toBeGreaterThanOrEqual(50_000);
  });
});
