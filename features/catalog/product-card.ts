import type { CartItem, ProductListing } from '@/platform/api/types';
import { cartItemFromProduct, needsProductPage } from '@/features/cart';

/**
 * What a product card needs, and all of it that travels to the browser: the cart line an add
 * creates (it carries the name, image, link, sku, tiers, VAT and stock the card shows) and whether
 * the product is chosen on its own page instead. Built from a listing on the server, so the
 * backend's listing type stays out of the client payload.
 */
export interface ProductCardView {
  line: CartItem;
  choosesVariant: boolean;
}

export function productCardView(product: ProductListing): ProductCardView {
  return { line: cartItemFromProduct(product), choosesVariant: needsProductPage(product) };
}

export interface CardPrices {
  /** The first active tier: the campaign's where there is one. */
  price: number;
  /** The normal price, struck through, where a campaign lowers it. */
  was?: number;
}

export function cardPrices(line: CartItem): CardPrices | null {
  const first = line.pricing[0];
  if (!first) return null;
  return line.campaign && first.p < line.ordinary_price ? { price: first.p, was: line.ordinary_price } : { price: first.p };
}
