import type { ProductListing } from '@/platform/api/types';
import { productCardView, type ProductCardView } from '@/features/catalog/product-card';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Product recommendations (docs/product/catalog.md, CAT-10): asked for with the main skus of the viewing history;
 * an empty answer falls back to popular products, except on sv where nothing is shown.
 */
export const RECOMMENDATIONS_SHOWN = 8;
export const POPULAR_FALLBACK_LIMIT = RECOMMENDATIONS_SHOWN + 1;
/** Storefronts that show nothing when the recommendation answer is empty. */
const NO_POPULAR_FALLBACK: readonly StorefrontCode[] = ['sv'];

export function fallsBackToPopular(storefront: StorefrontCode): boolean {
  return !NO_POPULAR_FALLBACK.includes(storefront);
}

/** The main skus of the viewing history, newest first, each once. */
export function recommendationSkus(history: readonly { mainSku: string }[]): string[] {
  return [...new Set(history.map((entry) => entry.mainSku).filter(Boolean))];
}

/**
 * Each place the shop shows a recommendation box, as sent in `product_box_id`: the provider counts
 * views and clicks per box, so an id names a placement and never changes once in use.
 */
export const RECOMMENDATION_BOXES = {
  productPage: 'product-page-recommendations',
} as const;
export type RecommendationBoxId = (typeof RECOMMENDATION_BOXES)[keyof typeof RECOMMENDATION_BOXES];

export type RecommendationSource = 'recommended' | 'popular' | 'none';

/**
 * What to show: the recommendations, else (where allowed) the popular products, without the product
 * on screen and at most RECOMMENDATIONS_SHOWN. `popular` is null when it was not (or could not be) fetched.
 */
export function pickRecommendations<P extends { sku: string; main_sku: string }>(
  storefront: StorefrontCode,
  recommended: readonly P[],
  popular: readonly P[] | null,
  currentMainSku: string,
): { source: RecommendationSource; products: P[] } {
  const others = (list: readonly P[]) => list.filter((product) => product.main_sku !== currentMainSku).slice(0, RECOMMENDATIONS_SHOWN);
  if (recommended.length > 0) return { source: 'recommended', products: others(recommended) };
  if (!fallsBackToPopular(storefront) || !popular) return { source: 'none', products: [] };
  const products = others(popular);
  return { source: products.length > 0 ? 'popular' : 'none', products };
}

/**
 * The box's cards (docs/product/cart.md, CART-26): a recommended product is added marked with
 * `recommended_id`, the box it was recommended in, so the backend and the provider know which
 * placement sold it. Popular products shown in the box's place were recommended by nobody and stay
 * plain.
 */
export function recommendationCards(
  picked: { source: RecommendationSource; products: readonly ProductListing[] },
  box: RecommendationBoxId,
): ProductCardView[] {
  return picked.products.map((product) => {
    const card = productCardView(product);
    return picked.source === 'recommended' ? { ...card, line: { ...card.line, recommended_id: box } } : card;
  });
}
