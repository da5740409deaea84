import { DealBannerClient } from '@/features/catalog/deal/DealBannerClient';
import { currentDealOrLastGood } from '@/platform/api/swallowed-reads';
import { isDealActive, isDealCurrentOrUpcoming } from '@/features/catalog/deal/deal';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The current deal, read on the server (cached as long as the catalog) so the banner is in the HTML
 * and shifts nothing; the countdown and the deal window run in the browser. A failed deal read shows
 * the last good deal, never a cached "no deal" (platform/api/swallowed-reads.ts).
 */
export async function DealBanner({ storefront }: { storefront: Storefront }) {
  const deal = await currentDealOrLastGood(storefront.code);
  // A deal that has not started yet still goes to the browser, which shows it once it starts.
  const initialDeal = deal && isDealCurrentOrUpcoming(deal) ? deal : null;
  return <DealBannerClient initialDeal={initialDeal} activeAtRender={initialDeal !== null && isDealActive(initialDeal)} />;
}
