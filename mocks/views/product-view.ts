import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { brandBySlug } from '@/mocks/data/brands';
import { categoryTree } from '@/mocks/data/categories';
import { productDescription } from '@/mocks/data/descriptions';
import { VAT_PERCENT } from '@/mocks/data/localized';
import { priceSource } from '@/mocks/data/price-changes';
import { pricesFor, type PriceSource } from '@/mocks/data/prices';
import type { CatalogProduct, CatalogVariation, StockStatus } from '@/mocks/data/products';
import { TAGS } from '@/mocks/data/tags';
import { VARIATION_ATTRIBUTE_NAME } from '@/mocks/data/variations';
import { categoryRef } from '@/mocks/views/category-view';
import { productImages, productThumb } from '@/mocks/views/images';
import type { ProductBody, ProductListingBody, VariationBody } from '@/mocks/views/wire';
import { crossSellingProducts, productBundles, relatedOffers } from '@/mocks/rules/related-products';

const DAY_MS = 86_400_000;

/** Presale products ship a few weeks from today (counted from midnight UTC, so stable for a day). */
export function estimatedAt(status: StockStatus, presaleWeeks: number, now = Date.now()): string | null {
  if (status !== 'presale') return null;
  const midnight = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(midnight + presaleWeeks * 7 * DAY_MS).toISOString();
}

export function variationPriceSource(product: CatalogProduct, variation: CatalogVariation | null): PriceSource {
  const source = priceSource(product);
  return variation ? { ...source, euroPrice: source.euroPrice * variation.option.priceFactor } : source;
}

export function variationName(product: CatalogProduct, variation: CatalogVariation, locale: StorefrontCode): string {
  return `${product.name[locale]} (${variation.option.value[locale]})`;
}

function variationBody(product: CatalogProduct, variation: CatalogVariation, locale: StorefrontCode): VariationBody {
  return {
    id: variation.id,
    sku: variation.sku,
    name: variationName(product, variation, locale),
    slug: variation.slug,
    prices: pricesFor(variationPriceSource(product, variation), locale),
    vat: VAT_PERCENT[locale],
    stock_status: variation.stockStatus,
    estimated_at: estimatedAt(variation.stockStatus, product.presaleWeeks),
    attributes: { [VARIATION_ATTRIBUTE_NAME[variation.attribute][locale]]: variation.option.value[locale] },
  };
}

/** Where a listing's card lands on a product with variations: its choices (`VariationList`'s id). */
const VARIATIONS_FRAGMENT = 'variations';

export function productListing(product: CatalogProduct, locale: StorefrontCode): ProductListingBody {
  return {
    id: product.id,
    sku: product.sku,
    main_sku: product.sku,
    slug: product.slug,
    name: product.name[locale],
    // The brand above the name on cards; universal parts and accessories have none.
    prefix: product.model ? brandBySlug(product.brand).name[locale] : null,
    thumb: productThumb(product.sku),
    prices: pricesFor(priceSource(product), locale),
    variations: product.variations.map((variation) => variationBody(product, variation, locale)),
    vat: VAT_PERCENT[locale],
    group_id: product.part.group,
    discount_category: product.part.discountCategory,
    score: product.rating,
    stock_status: product.stockStatus,
    estimated_at: estimatedAt(product.stockStatus, product.presaleWeeks),
    is_new: product.isNew,
    ...(product.variations.length > 0 ? { url_fragment: VARIATIONS_FRAGMENT } : {}),
  };
}

function variationAttributes(product: CatalogProduct, locale: StorefrontCode): ProductBody['variation_attributes'] {
  const first = product.variations[0];
  if (!first) return [];
  return [
    {
      name: VARIATION_ATTRIBUTE_NAME[first.attribute][locale],
      values: product.variations.map((variation) => variation.option.value[locale]),
    },
  ];
}

export function productDetail(product: CatalogProduct, locale: StorefrontCode): ProductBody {
  const { byId } = categoryTree();
  const brand = brandBySlug(product.brand);
  const listing = productListing(product, locale);
  return {
    id: listing.id,
    sku: listing.sku,
    main_sku: listing.main_sku,
    name: listing.name,
    slug: listing.slug,
    type: product.part.productType,
    thumb: listing.thumb,
    prices: listing.prices,
    vat: listing.vat,
    categories: product.categoryIds.flatMap((id) => {
      const category = byId.get(id);
      return category ? [categoryRef(category, locale)] : [];
    }),
    brand: { slug: brand.slug, name: brand.name[locale] },
    tags: TAGS.filter((tag) => product.tags.includes(tag.key)).map((tag) => ({ slug: tag.slug[locale], name: tag.name[locale] })),
    group_id: listing.group_id,
    discount_category: listing.discount_category,
    stock_status: listing.stock_status,
    estimated_at: listing.estimated_at,
    has_upselling: product.part.hasUpselling,
    variations: listing.variations,
    variation_attributes: variationAttributes(product, locale),
    images: productImages(product.sku, listing.name),
    description: productDescription(product.part.section, listing.name, locale),
    score: listing.score,
    is_new: listing.is_new,
    cross_selling: crossSellingProducts(product).map((other) => productListing(other, locale)),
    related: relatedOffers(product).map((other) => productListing(other, locale)),
    bundles: productBundles(product).map((bundle) => ({ id: bundle.id, products: bundle.products.map((other) => productListing(other, locale)) })),
    subscription_intervals: [...product.part.subscriptionIntervals],
    phone_models: product.model ? [{ slug: product.model.slug, name: product.model.name }] : [],
  };
}
