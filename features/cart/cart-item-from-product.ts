import { ProductType } from '@/platform/api/vocabulary';
import type { CartItem, Product, ProductListing, Variation } from '@/platform/api/types';
import { activeTiers, keepNonIncreasingTiers, unitPriceForQuantity } from '@/platform/money/pricing';
import { coerceQuantity } from '@/features/cart/quantity';

/** A product of a page or listing as a new cart line; the cart sync answer then has the last word. */
export function cartItemFromProduct(product: Product | ProductListing, quantity = 1): CartItem {
  const pricing = keepNonIncreasingTiers(activeTiers(product.prices)).map(({ q, p }) => ({ q, p }));
  const normal = product.prices.n[0]?.p ?? 0;
  const amount = coerceQuantity(quantity);
  return {
    type: 'type' in product ? product.type : ProductType.Standard,
    thumb: product.thumb,
    name: product.name,
    slug: product.slug,
    product_id: product.id,
    sku: product.sku,
    price: unitPriceForQuantity(pricing, amount) ?? normal,
    ordinary_price: normal,
    pricing,
    quantity: amount,
    vat: product.vat,
    categories: 'categories' in product ? product.categories.map((category) => category.id) : [],
    group_id: product.group_id,
    discount_category: product.discount_category,
    stock_status: product.stock_status,
    estimated_at: product.estimated_at ?? null,
    campaign: product.prices.c !== undefined,
  };
}

/** Products with variations are chosen on their product page, never quick-added (docs/product/catalog.md, CAT-3). */
export function needsProductPage(product: Product | ProductListing): boolean {
  return product.variations.length > 0;
}

/**
 * A line known only by sku and quantity (from an add-to-cart link). `product_id` 0 marks it as not
 * yet priced: the cart sync answer fills it in, or drops it when the backend does not know the sku.
 */
export function provisionalCartLine(sku: string, quantity: number): CartItem {
  return {
    type: ProductType.Standard,
    thumb: null,
    name: sku,
    slug: '',
    product_id: 0,
    sku,
    price: 0,
    ordinary_price: 0,
    pricing: [],
    quantity: coerceQuantity(quantity),
    vat: 0,
    categories: [],
    group_id: 0,
    discount_category: 0,
    stock_status: 'in-stock',
  };
}

export function isProvisionalLine(line: CartItem): boolean {
  return line.product_id === 0;
}

/** One variation of a product as a new cart line: its own sku, prices and stock. */
export function cartItemFromVariation(product: Product, variation: Variation, quantity = 1): CartItem {
  const base = cartItemFromProduct({ ...product, sku: variation.sku, prices: variation.prices, vat: variation.vat }, quantity);
  return {
    ...base,
    name: `${product.name} – ${variation.name}`,
    stock_status: variation.stock_status,
    estimated_at: variation.estimated_at ?? null,
  };
}
