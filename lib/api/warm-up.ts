import { fetchCategoryTree, fetchMainMenu } from '@/lib/api/calls/catalog';
import { fetchWidget } from '@/lib/api/calls/content';
import { WIDGET_SLUGS } from '@/lib/api/schemas';
import { STOREFRONT_CODES } from '@/lib/storefronts';

/** Reads every storefront's menus and layout widgets once; returns how many reads failed. */
export async function warmStorefrontCaches(): Promise<number> {
  const reads = STOREFRONT_CODES.flatMap((code) => [
    fetchMainMenu(code),
    fetchCategoryTree(code),
    ...WIDGET_SLUGS.map((slug) => fetchWidget(code, slug)),
  ]);
  const failed = (await Promise.all(reads)).filter((result) => !result.ok).length;
  if (failed > 0) console.warn(`Warm-up: ${failed} of ${reads.length} storefront reads failed; pages will fetch them on demand.`);
  return failed;
}
