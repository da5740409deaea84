import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { catalog, productBySku, type SkuEntry } from '@/mocks/data/catalog';
import type { CatalogProduct } from '@/mocks/data/products';
import { couponByCode } from '@/mocks/data/coupons';
import { VAT_PERCENT } from '@/mocks/data/localized';
import type { CartItemInput } from '@/mocks/http/bodies';
import { priceLine } from '@/mocks/rules/cart-pricing';
import { productThumb } from '@/mocks/views/images';
import { estimatedAt, variationName } from '@/mocks/views/product-view';
import type { CartItemBody } from '@/mocks/views/wire';

const VARIANT_TYPE = 2;

function clampToStock(entry: SkuEntry, quantity: number): { quantity: number; adjusted: number | null } {
  const limit = entry.product.stockLimit;
  return limit !== null && quantity > limit ? { quantity: limit, adjusted: limit } : { quantity, adjusted: null };
}

/** The backend sells a subscription only at an interval the product offers; any other line is a one-off. */
function offersInterval(product: CatalogProduct, interval: CartItemInput['subscription_interval']): interval is { name: string } {
  return product.part.subscriptionIntervals.some((name) => name === interval?.name);
}

function cartLine(entry: SkuEntry, input: CartItemInput, locale: StorefrontCode): CartItemBody {
  const { product, variation } = entry;
  const { quantity, adjusted } = clampToStock(entry, input.quantity);
  const priced = priceLine(entry, quantity, locale);
  const stockStatus = variation?.stockStatus ?? product.stockStatus;
  return {
    uuid: input.uuid ?? crypto.randomUUID(),
    type: variation ? VARIANT_TYPE : product.part.productType,
    thumb: productThumb(product.sku),
    name: variation ? variationName(product, variation, locale) : product.name[locale],
    slug: product.slug,
    product_id: priced.productId,
    sku: variation?.sku ?? product.sku,
    price: priced.unitPrice,
    ordinary_price: priced.ordinaryPrice,
    pricing: priced.tiers,
    quantity,
    vat: VAT_PERCENT[locale],
    categories: product.categoryIds,
    group_id: product.part.group,
    discount_category: product.part.discountCategory,
    stock_status: stockStatus,
    subscription_interval: offersInterval(product, input.subscription_interval) ? input.subscription_interval : null,
    estimated_at: estimatedAt(stockStatus, product.presaleWeeks),
    cart_notice: product.part.cartNotice?.[locale] ?? null,
    adjusted_quantity: adjusted,
    campaign: priced.campaign,
    cross_selling_product_id: input.cross_selling_product_id,
    upselling_bundle_id: input.upselling_bundle_id,
    unique_bundle_id: input.unique_bundle_id,
    added_by_coupon: input.added_by_coupon,
    accessory_id: input.accessory_id,
    recommended_id: input.recommended_id,
    related_id: input.related_id,
  };
}

/** The product a free-product coupon adds: the first edition of that part. */
export function freeProductOf(partKey: string) {
  return catalog().products.find((product) => product.part.key === partKey);
}

function couponLines(codes: readonly string[], locale: StorefrontCode): CartItemBody[] {
  return codes.flatMap((code) => {
    const rule = couponByCode(code)?.rule;
    const product = rule?.kind === 'free-product' ? freeProductOf(rule.partKey) : undefined;
    if (!product) return [];
    const line = cartLine({ product, variation: null }, { sku: product.sku, quantity: 1, uuid: `coupon-${code}` }, locale);
    return [{ ...line, price: 0, pricing: [{ q: 1, p: 0 }], campaign: false, added_by_coupon: code }];
  });
}

/**
 * The cart re-priced from the catalog: unknown skus are dropped, quantities clamped to the stock of
 * products with only a few left, and lines of free-product coupons added (the client's own
 * coupon lines are replaced, so a removed coupon removes its line).
 */
export function syncCart(items: readonly CartItemInput[], coupons: readonly string[], locale: StorefrontCode): CartItemBody[] {
  const lines = items.flatMap((input) => {
    if (input.added_by_coupon) return [];
    const entry = productBySku(input.sku);
    return entry ? [cartLine(entry, input, locale)] : [];
  });
  return lines.length > 0 ? [...lines, ...couponLines(coupons, locale)] : lines;
}
