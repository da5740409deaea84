/** The header's selling-point carousel (docs/product/chrome.md, CHR-2): pure index and autoplay rules. */

export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

export interface AutoplayConditions {
  /** The carousel is showing (viewport below USP_CAROUSEL_BELOW_PX). */
  narrow: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** Hover, keyboard focus or the shopper's pause button (WCAG 2.2.2). */
  paused: boolean;
  count: number;
}

/** Rotate only on narrow screens, without reduced motion, unpaused, and with something to rotate. */
export function shouldAutoplay({ narrow, reducedMotion, paused, count }: AutoplayConditions): boolean {
  return narrow && !reducedMotion && !paused && count > 1;
}
