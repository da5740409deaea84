import type { PurchaseSettings } from '@/platform/api/types';

/**
 * "N viewed this recently" and "N bought today" on a product page (docs/product/catalog.md,
 * CAT-8): a line is told only when its number is above its threshold, and only once the shopper
 * has had the page open for its waiting time.
 */
export type SocialProofKind = 'viewed' | 'bought';

export interface SocialProofLine {
  kind: SocialProofKind;
  count: number;
  /** How long after the page opened the line appears. */
  afterMs: number;
}

/** The lines worth telling, the one shown first first. */
export function socialProofLines(settings: PurchaseSettings): SocialProofLine[] {
  const lines: SocialProofLine[] = [];
  if (settings.productViewsRecently > settings.viewThreshold) {
    lines.push({ kind: 'viewed', count: settings.productViewsRecently, afterMs: settings.viewHiddenMs });
  }
  if (settings.itemsBoughtToday > settings.purchaseThreshold) {
    lines.push({ kind: 'bought', count: settings.itemsBoughtToday, afterMs: settings.purchaseHiddenMs });
  }
  return lines.sort((a, b) => a.afterMs - b.afterMs);
}

/** The lines to show after the page has been open `openMs`. */
export function visibleLines(lines: readonly SocialProofLine[], openMs: number): SocialProofLine[] {
  return lines.filter((line) => line.afterMs <= openMs);
}

/** How long from `openMs` until the next line appears, or null when every line is shown. */
export function nextLineInMs(lines: readonly SocialProofLine[], openMs: number): number | null {
  const next = lines.find((line) => line.afterMs > openMs);
  return next ? next.afterMs - openMs : null;
}
