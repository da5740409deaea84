import type { z } from 'zod';
import type { pricesSchema } from '@/platform/api/schemas';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { UNITS_PER_EURO } from '@/mocks/data/localized';

export type PricesBody = z.input<typeof pricesSchema>;
type TierBody = PricesBody['n'][number];

/** How a product's tiers are built: ordinary volume tiers, with a campaign, or the one broken product. */
export type PriceShape = { kind: 'normal' } | { kind: 'campaign'; percent: number } | { kind: 'increasing' };

export interface PriceSource {
  euroPrice: number;
  tierQuantities: readonly number[];
  shape: PriceShape;
}

/** Volume price per tier position (q1, q5, q10): B2B customers buy parts in bulk. */
const TIER_FACTORS = [1, 0.94, 0.88] as const;
const INCREASING_FACTORS = [1, 1.15, 1.3] as const;

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

/** A shelf price in the storefront's currency: 249 kr, 24.95 €. */
function shelfPrice(euroAmount: number, locale: StorefrontCode): number {
  const local = euroAmount * UNITS_PER_EURO[locale];
  if (UNITS_PER_EURO[locale] === 1) {
    const step = local < 10 ? 0.5 : 1;
    return roundCents(Math.max(0.95, Math.round(local / step) * step - 0.05));
  }
  return Math.max(9, Math.round(local / 10) * 10 - 1);
}

/** The smallest step between two prices of a currency. */
const priceStep = (locale: StorefrontCode) => (UNITS_PER_EURO[locale] === 1 ? 0.5 : 10);

function normalTiers(source: PriceSource, locale: StorefrontCode): TierBody[] {
  const tiers: TierBody[] = [];
  source.tierQuantities.forEach((q, position) => {
    const factor = TIER_FACTORS[Math.min(position, TIER_FACTORS.length - 1)] ?? 1;
    const previous = tiers[tiers.length - 1]?.p ?? Number.POSITIVE_INFINITY;
    tiers.push({ q, p: Math.min(previous, shelfPrice(source.euroPrice * factor, locale)) });
  });
  return tiers;
}

function increasingTiers(source: PriceSource, locale: StorefrontCode): TierBody[] {
  return source.tierQuantities.map((q, position) => ({
    q,
    p: roundCents(shelfPrice(source.euroPrice * (INCREASING_FACTORS[position] ?? 1), locale) + position * priceStep(locale)),
  }));
}

function campaignTiers(normal: readonly TierBody[], percent: number, locale: StorefrontCode): TierBody[] {
  return normal.map(({ q, p }) => {
    const price = Math.min(p, shelfPrice((p / UNITS_PER_EURO[locale]) * (1 - percent / 100), locale));
    return { q, p: price, o: p, d: Math.round(100 * (1 - price / p)) };
  });
}

export function pricesFor(source: PriceSource, locale: StorefrontCode): PricesBody {
  if (source.shape.kind === 'increasing') return { n: increasingTiers(source, locale) };
  const n = normalTiers(source, locale);
  return source.shape.kind === 'campaign' ? { n, c: campaignTiers(n, source.shape.percent, locale) } : { n };
}
