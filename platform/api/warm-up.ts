import { fetchCategoryTree, fetchMainMenu } from '@/platform/api/calls/catalog';
import { WIDGET_SLUGS } from '@/platform/api/vocabulary';
import { shapingData } from '@/platform/api/shaping-read';
import { currentDealOrLastGood, reviewSummaryOrLastGood, widgetOrLastGood } from '@/platform/api/swallowed-reads';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

/**
 * Reads every storefront's menus, layout widgets, review summary and deal once; returns how many reads failed. Outside
 * a request Next has no data cache to fill, so what this buys is the last good widgets and deal
 * (platform/api/swallowed-reads.ts): a later failure of those reads stays silent instead of failing a page.
 */
export async function warmStorefrontCaches(): Promise<number> {
  const reads = await Promise.allSettled(
    STOREFRONT_CODES.flatMap((code) => [
      fetchMainMenu(code).then((result) => shapingData(result, 'main menu')),
      fetchCategoryTree(code).then((result) => shapingData(result, 'category tree')),
      currentDealOrLastGood(code),
      reviewSummaryOrLastGood(code),
      ...WIDGET_SLUGS.map((slug) => widgetOrLastGood(code, slug)),
    ]),
  );
  const failed = reads.filter((read) => read.status === 'rejected').length;
  if (failed > 0) console.warn(`Warm-up: ${failed} of ${reads.length} storefront reads failed; pages will fetch them on demand.`);
  return failed;
}
