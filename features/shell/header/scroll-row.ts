import { CATEGORY_SCROLL_STEP_PX } from '@/features/shell/header/constants';

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

export interface ScrollEdges {
  /** The content is wider than the row: the buttons are needed at all. */
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Sub-pixel layout leaves a scroll position a fraction short of its end. */
const EDGE_TOLERANCE_PX = 1;

/** Where a horizontally scrolling row stands, for enabling its previous and next buttons. */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }: ScrollMetrics): ScrollEdges {
  const max = Math.max(0, scrollWidth - clientWidth);
  const overflowing = max > EDGE_TOLERANCE_PX;
  return {
    overflowing,
    atStart: !overflowing || scrollLeft <= EDGE_TOLERANCE_PX,
    atEnd: !overflowing || scrollLeft >= max - EDGE_TOLERANCE_PX,
  };
}

/** The scroll position after one step in a direction, kept inside the row. */
export function scrollTarget(metrics: ScrollMetrics, direction: -1 | 1, step = CATEGORY_SCROLL_STEP_PX): number {
  const max = Math.max(0, metrics.scrollWidth - metrics.clientWidth);
  return Math.min(max, Math.max(0, metrics.scrollLeft + direction * step));
}
