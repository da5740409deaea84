import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { RecommendationTracking } from '@/platform/tracking/tracking-config';

/** The provider answers at once or not at all; a slow answer must not hold anything up. */
const REGISTRATION_TIMEOUT_MS = 8000;

/**
 * Registers this browser with the recommendation provider (docs/product/consent.md, CNS-7: the website id in,
 * an id out), which later recommendation calls send as `user_id`. The provider is not our backend,
 * so this is no call of platform/api/calls and not on the BFF's allowlist: it goes straight there,
 * without cookies, and only with the shopper's consent; a failure means no id, as if unconfigured.
 * Like every call, it names the storefront (docs/product/storefronts.md, SF-3: locale and sid).
 */
export async function registerRecommendationVisitor(storefront: StorefrontCode, tracking: RecommendationTracking): Promise<string | null> {
  const url = new URL(tracking.url);
  url.searchParams.set('locale', storefront);
  url.searchParams.set('sid', String(STOREFRONTS[storefront].storeId));
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ website_id: tracking.websiteId }),
      credentials: 'omit',
      signal: AbortSignal.timeout(REGISTRATION_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    // Loaded with the answer: the registration happens once per browser, not on every page view.
    const { recommendationTrackingSchema } = await import('@/platform/api/schemas');
    const answer = recommendationTrackingSchema.safeParse(await response.json());
    return answer.success ? answer.data.id : null;
  } catch {
    return null;
  }
}
