import { readConsent } from '@/platform/consent/consent-cookie';
import { hasGrants, mayTrackRecommendations, type ConsentMask } from '@/platform/consent/consent';
import { applyConsentToTags } from '@/features/tracking';
import { recommendationTrackingFor } from '@/platform/tracking/tracking-config';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { HydrationGate } from '@/platform/state/hydration';
import type { LocalStore } from '@/platform/state/shop-context';

/**
 * Puts a consent choice into effect, whether just made or found stored: the tags' consent, the cart's
 * record of it (docs/product/consent.md, CNS-5: consentGranted and hasGrants) and the recommendation provider's
 * visitor id, registered once with consent to analytics and forgotten when it is withdrawn.
 */
export async function applyConsent(
  storefront: StorefrontCode,
  { local, hydration }: { local: LocalStore; hydration: HydrationGate },
  mask: ConsentMask,
): Promise<void> {
  applyConsentToTags(storefront, mask);
  await hydration.whenHydrated();
  const state = local.getState();
  state.setConsent(storefront, { consentGranted: true, hasGrants: hasGrants(mask) });
  if (!mayTrackRecommendations(mask)) {
    if (state.recommendationTrackingId !== null) state.setRecommendationTrackingId(null);
    return;
  }
  const tracking = recommendationTrackingFor(storefront);
  if (!tracking || state.recommendationTrackingId !== null) return;
  // Once per browser, and only with consent: its code is not part of every page. A failed load is a
  // failed registration: no id.
  const id = await import('@/features/tracking/recommendation-tracking').then(
    ({ registerRecommendationVisitor }) => registerRecommendationVisitor(storefront, tracking),
    () => null,
  );
  // The shopper may have withdrawn consent while the provider answered.
  if (id !== null && mayTrackRecommendations(readConsent() ?? 0)) local.getState().setRecommendationTrackingId(id);
}
