import type { CartItem } from '@/platform/api/types';

/**
 * The prices a card shows, from its cart line. Apart from `product-card.ts`, so the card's code in
 * the browser does not bring the building of card views along.
 */
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
