import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { catalog } from '@/mocks/data/catalog';
import type { Localized } from '@/mocks/data/localized';
import { priceSource } from '@/mocks/data/price-changes';
import { pricesFor } from '@/mocks/data/prices';
import type { CatalogProduct } from '@/mocks/data/products';
import type { CurrentDealBody } from '@/mocks/views/wire';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const TITLE: Localized = { sv: 'Dagens deal', no: 'Dagens deal', da: 'Dagens tilbud', fi: 'Päivän diili', nl: 'Deal van de dag' };

const DEAL_PART_KEY = 'screen';

/** The most popular in-stock campaign screen (any campaign part for a phone model if there is none). */
export function dealProduct(): CatalogProduct {
  const { byPopularity } = catalog();
  const onCampaign = byPopularity.filter((candidate) => candidate.price.shape.kind === 'campaign' && candidate.stockStatus === 'in-stock' && candidate.model);
  const product = onCampaign.find((candidate) => candidate.part.key === DEAL_PART_KEY) ?? onCampaign[0] ?? byPopularity[0];
  if (!product) throw new Error('The catalog is empty');
  return product;
}

/** Started three hours ago, ends at the next midnight UTC (or the one after, if that is under two hours away). */
function dealWindow(now: number): { startsAt: string; expiresAt: string } {
  const nextMidnight = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  const expires = nextMidnight - now < 2 * HOUR_MS ? nextMidnight + DAY_MS : nextMidnight;
  return { startsAt: new Date(now - 3 * HOUR_MS).toISOString(), expiresAt: new Date(expires).toISOString() };
}

export function currentDeal(locale: StorefrontCode, now = Date.now()): CurrentDealBody {
  const product = dealProduct();
  const prices = pricesFor(priceSource(product), locale);
  const { startsAt, expiresAt } = dealWindow(now);
  return {
    title: TITLE[locale],
    product_name: product.name[locale],
    product_slug: product.slug,
    discount: prices.c?.[0]?.d ?? 0,
    starts_at: startsAt,
    expires_at: expiresAt,
  };
}
