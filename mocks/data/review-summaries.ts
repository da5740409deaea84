import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { randomFor } from '@/mocks/data/random';
import type { ReviewSummaryBody } from '@/mocks/views/wire';

/**
 * The review summaries the mocked backend answers (`GET /api/review-summary`, proposed, decision
 * 0037). The storefronts with a review provider's page have one; the others have none (404).
 *
 * Made up by the mock, as its catalog and prices are: the figures are drawn from the seeded random
 * generator, so no rating is written anywhere in the repository and a real backend's are the only
 * ones a shopper of a real deployment sees.
 */
const PROVIDER_PAGES: Readonly<Partial<Record<StorefrontCode, { provider: string; url: string }>>> = {
  sv: { provider: 'Trustpilot', url: 'https://se.trustpilot.com/review/teknikdelar.se' },
  no: { provider: 'Trustpilot', url: 'https://no.trustpilot.com/review/teknikdeler.no' },
};

/** Trustpilot's scale: one to five stars. */
const BEST_RATING = 5;

/** A seed of the mock's own, apart from the product ids the catalog draws with. */
const REVIEWS_SEED = 0x72657669;

export function reviewSummary(locale: StorefrontCode): ReviewSummaryBody | null {
  const page = PROVIDER_PAGES[locale];
  if (!page) return null;
  const random = randomFor(REVIEWS_SEED, locale.charCodeAt(0), locale.charCodeAt(1));
  // An average between 3.5 and 5 in tenths, over a few hundred to a few thousand reviews.
  const rating = Math.round((3.5 + random() * 1.5) * 10) / 10;
  const count = 200 + Math.floor(random() * 4800);
  return { rating_value: rating, best_rating: BEST_RATING, review_count: count, ...page };
}
