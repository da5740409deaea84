import { ProductType } from '@/lib/api/schemas';
import type { CartItem, Product, ProductListing } from '@/lib/api/types';
import { activeTiers, keepNonIncreasingTiers, unitPriceForQuantity } from '@/lib/pricing';
import { coerceQuantity } from '@/lib/quantity';

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

/** Products with variations are chosen on their product page, never quick-added (SPEC.md section 2). */
export function needsProductPage(product: Product | ProductListing): boolean {
  return product.variations.length > 0;
}
