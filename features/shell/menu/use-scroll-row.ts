'use client';

import { useEffect, useRef, useState } from 'react';
import { scrollEdges, scrollTarget, type ScrollEdges } from '@/features/shell/header/scroll-row';

const START: ScrollEdges = { overflowing: false, atStart: true, atEnd: true };

/**
 * A horizontally scrolling row with previous and next buttons: tracks whether the row overflows and
 * whether it is at either end, and scrolls by CATEGORY_SCROLL_STEP_PX.
 */
export function useScrollRow() {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(START);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const update = () => {
      const next = scrollEdges(scroller);
      setEdges((prev) => (prev.overflowing === next.overflowing && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const scroll = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const left = scrollTarget(scroller, direction);
    const max = scroller.scrollWidth - scroller.clientWidth;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' });
    // The pressed button is about to be disabled: keep keyboard focus on the row's other button.
    const pressed = direction < 0 ? prevRef.current : nextRef.current;
    const partner = direction < 0 ? nextRef.current : prevRef.current;
    const reachesEdge = direction < 0 ? left <= 1 : left >= max - 1;
    if (reachesEdge && document.activeElement === pressed) partner?.focus();
  };

  return { scrollerRef, prevRef, nextRef, edges, scroll };
}
