import { DealBannerClient } from '@/components/chrome/DealBannerClient';
import { fetchCurrentDeal } from '@/lib/api/calls/content';
import { optionalShapingData } from '@/lib/api/shaping-read';
import { isDealActive, isDealCurrentOrUpcoming } from '@/lib/deal';
import type { Storefront } from '@/lib/storefronts';

/**
 * The current deal, read on the server (cached as long as the catalog) so the banner is in the HTML
 * and shifts nothing; the countdown and the deal window run in the browser. A failed deal read is
 * never cached as "no deal": the render throws and the last good page stays (decision 0006).
 */
export async function DealBanner({ storefront }: { storefront: Storefront }) {
  const deal = optionalShapingData(await fetchCurrentDeal(storefront.code), 'current deal');
  // A deal that has not started yet still goes to the browser, which shows it once it starts.
  const initialDeal = deal && isDealCurrentOrUpcoming(deal) ? deal : null;
  return <DealBannerClient initialDeal={initialDeal} activeAtRender={initialDeal !== null && isDealActive(initialDeal)} />;
}
