import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { SkuEntry } from '@/mocks/data/catalog';
import { pricesFor } from '@/mocks/data/prices';
import { variationPriceSource } from '@/mocks/views/product-view';

export interface Tier {
  q: number;
  p: number;
}

export interface PricedLine {
  entry: SkuEntry;
  /** Product id of the line: the variation's id for a variation. */
  productId: number;
  quantity: number;
  unitPrice: number;
  ordinaryPrice: number;
  tiers: Tier[];
  campaign: boolean;
}

/** The price of the highest tier whose quantity is reached (the first tier below that). */
export function tierPrice(tiers: readonly Tier[], quantity: number): number {
  const sorted = [...tiers].sort((a, b) => a.q - b.q);
  const reached = sorted.filter((tier) => tier.q <= quantity);
  return (reached[reached.length - 1] ?? sorted[0])?.p ?? 0;
}

export function priceLine(entry: SkuEntry, quantity: number, locale: StorefrontCode): PricedLine {
  const prices = pricesFor(variationPriceSource(entry.product, entry.variation), locale);
  const campaignTiers = prices.c ?? [];
  const tiers = (campaignTiers.length > 0 ? campaignTiers : prices.n).map(({ q, p }) => ({ q, p }));
  return {
    entry,
    productId: entry.variation?.id ?? entry.product.id,
    quantity,
    unitPrice: tierPrice(tiers, quantity),
    ordinaryPrice: prices.n[0]?.p ?? 0,
    tiers,
    campaign: campaignTiers.length > 0,
  };
}

export const lineTotal = (line: PricedLine) => line.unitPrice * line.quantity;

/** Money (decimal major units) rounded to cents after arithmetic. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
