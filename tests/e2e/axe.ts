import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA as the issues name it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page's WCAG 2.2 AA violations, each as its rule and first three targets. It waits for the
 * page's title first: after a client-side navigation Next sets the title once the page's metadata
 * has streamed in, a moment after the content, and axe would report that moment's empty title.
 */
export async function violations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  // Only violations are read: axe then names the nodes of no other result, which took most of its run.
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
