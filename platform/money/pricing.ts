import type { PriceTier, Prices } from '@/platform/api/types';

/**
 * Quantity price tiers (docs/product/catalog.md, CAT-4; docs/product/cart.md, CART-5). A tier says: from `q` pieces, each costs `p`
 * minor units. Product prices carry normal tiers `n` and optional campaign tiers `c`; cart lines carry
 * `pricing` with the same `q` and `p`.
 *
 * "Price tiers are kept only if they are non-increasing" is read tier by tier: ordered by quantity,
 * a tier is kept only if its price is not above the price of the last tier kept, so buying more never
 * raises the unit price. The first tier is always kept: it is the product's base price. Equal prices
 * are kept (non-increasing, not strictly decreasing). Rejected reading: discarding the whole list when
 * one tier rises, which would hide every valid quantity discount because of one bad row.
 */

interface Tier {
  q: number;
  p: number;
}

export function keepNonIncreasingTiers<T extends Tier>(tiers: readonly T[]): T[] {
  const byQuantity = [...tiers].sort((a, b) => a.q - b.q);
  const kept: T[] = [];
  for (const tier of byQuantity) {
    const previous = kept.at(-1);
    if (previous === undefined || tier.p <= previous.p) kept.push(tier);
  }
  return kept;
}

/**
 * The unit price at a quantity: the price of the highest kept tier whose quantity is reached. Below
 * the first tier's quantity the first tier still applies, since it is the base price. Undefined only
 * when there are no tiers at all.
 */
export function unitPriceForQuantity(tiers: readonly Tier[], quantity: number): number | undefined {
  const kept = keepNonIncreasingTiers(tiers);
  const reached = kept.filter((tier) => tier.q <= quantity).at(-1) ?? kept[0];
  return reached?.p;
}

/** The tiers in force: campaign tiers while a campaign runs, else the normal ones; always kept ones. */
export function activeTiers(prices: Prices): PriceTier[] {
  const campaign = prices.c;
  return keepNonIncreasingTiers(campaign && campaign.length > 0 ? campaign : prices.n);
}

/**
 * The campaign percent shown: 100 x (1 - campaign / normal) (docs/product/catalog.md, CAT-5), rounded down to a
 * whole percent so the label never promises more than the real saving (300 -> 199 is 33.67 %, shown
 * as 33 %). No saving, or no normal price, is 0.
 */
export function campaignPercent(campaignMinor: number, normalMinor: number): number {
  if (normalMinor <= 0 || campaignMinor >= normalMinor) return 0;
  const saving = normalMinor - Math.max(campaignMinor, 0);
  return Number((BigInt(saving) * 100n) / BigInt(normalMinor));
}
