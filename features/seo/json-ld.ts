import { ImageType } from '@/platform/api/vocabulary';
import type { Product, StockStatus } from '@/platform/api/types';
import { roundToDisplay, toMajorUnits } from '@/platform/money/money';
import { activeTiers, unitPriceForQuantity } from '@/platform/money/pricing';
import { plainText } from '@/features/seo/text';
import { storefrontOrigin, type Storefront } from '@/platform/storefronts/storefronts';

/**
 * schema.org structured data (JSON-LD) for rich results: Product with its Offer, and BreadcrumbList.
 * Pure builders; `features/seo/JsonLd.tsx` puts the result in the page.
 */

const SCHEMA_ORG = 'https://schema.org';

export type Availability = 'InStock' | 'BackOrder' | 'PreOrder' | 'OutOfStock';

export interface OfferJsonLd {
  '@type': 'Offer';
  url: string;
  price: string;
  priceCurrency: string;
  availability: `${typeof SCHEMA_ORG}/${Availability}`;
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  image: string[];
  description?: string;
  brand?: { '@type': 'Brand'; name: string };
  offers?: OfferJsonLd;
}

export interface BreadcrumbListJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

export type JsonLd = ProductJsonLd | BreadcrumbListJsonLd;

/** The shop's stock statuses as schema.org item availability. */
export function availability(status: StockStatus): Availability {
  switch (status) {
    case 'in-stock':
      return 'InStock';
    case 'back-order':
    case 'back-order-quick':
    case 'back-order-slow':
      return 'BackOrder';
    case 'presale':
      return 'PreOrder';
    case 'out-of-stock':
      return 'OutOfStock';
  }
}

/**
 * A price as schema.org wants it: a decimal string in major units ("60.95", "300"). It is rounded the
 * way the page shows it (whole kronor in the Nordics, cents for EUR), because Google flags a
 * structured-data price that differs from the visible one.
 */
export function offerPrice(minorUnits: number, storefront: Storefront): string {
  return toMajorUnits(roundToDisplay(minorUnits, storefront)).toFixed(storefront.currencyDisplayDigits);
}

/** The product's pictures, largest useful first: featured and gallery images in order, else the thumb. */
function productImages(product: Product, origin: string): string[] {
  const gallery = product.images
    .filter((image) => image.type === ImageType.Featured || image.type === ImageType.Gallery)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const images = gallery.length > 0 ? gallery : [product.thumb];
  // The backend may answer with paths; structured data needs absolute URLs.
  return [...new Set(images.map((image) => new URL(image.url, origin).href))];
}

/** Product with one Offer: the price a single piece costs today (campaign price while it runs). */
export function productJsonLd(product: Product, storefront: Storefront, url: string): ProductJsonLd {
  const data: ProductJsonLd = {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    url,
    image: productImages(product, storefrontOrigin(storefront)),
  };
  const description = plainText(product.description);
  if (description) data.description = description;
  if (product.brand) data.brand = { '@type': 'Brand', name: product.brand.name };
  const price = unitPriceForQuantity(activeTiers(product.prices), 1);
  if (price !== undefined) {
    data.offers = {
      '@type': 'Offer',
      url,
      price: offerPrice(price, storefront),
      priceCurrency: storefront.currency,
      availability: `${SCHEMA_ORG}/${availability(product.stock_status)}`,
    };
  }
  return data;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** Mirrors the visible breadcrumbs, which show only with more than one item (docs/product/chrome.md, CHR-10). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): BreadcrumbListJsonLd | undefined {
  if (items.length <= 1) return undefined;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`. The HTML parser ends the script at the first
 * `</script` whatever the JSON says, so `<` is escaped (a product named `</script><script>…` must stay
 * text); `>` and `&` likewise so the output is also safe inside an HTML comment or XHTML, and U+2028/9
 * because older JavaScript parsers read them as line ends. All are valid JSON escapes.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
