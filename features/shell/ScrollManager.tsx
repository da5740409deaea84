'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { scrollTargetAfterRouteChange, type ScrollTarget } from '@/features/shell/scroll-rules';

/** How long to wait for the target of an anchor scroll to be rendered (a page may still stream). */
const ANCHOR_WAIT_MS = 3000;

/**
 * Scroll after a route change (docs/product/chrome.md, CHR-13): the top; with a q query on a narrow screen
 * 100px; with a page query and no phone_model the product grid. Back and forward are
 * RouteKeepAlive's (the kept page's position or the top); a link to a #fragment goes to its fragment.
 */
export function ScrollManager() {
  return (
    // useSearchParams needs a boundary of its own, so pages around it stay static.
    <Suspense fallback={null}>
      <RouteScroll />
    </Suspense>
  );
}

function scrollTo(target: ScrollTarget): () => void {
  if (target.kind !== 'anchor') {
    window.scrollTo({ top: target.top, left: 0, behavior: 'instant' });
    return () => undefined;
  }
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const element = document.getElementById(target.id);
    if (element) {
      element.scrollIntoView({ block: 'start', behavior: 'instant' });
      return;
    }
    if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(attempt);
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

function RouteScroll() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = `${pathname}?${search}`;
  const lastRoute = useRef<string | null>(null);
  const fromHistory = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const first = lastRoute.current === null;
    if (route === lastRoute.current) return;
    lastRoute.current = route;
    const restoring = fromHistory.current;
    fromHistory.current = false;
    if (restoring || window.location.hash) return;
    const target = scrollTargetAfterRouteChange(search, window.innerWidth);
    if (first) {
      // A fresh page load starts at the top anyway; a reload keeps the position the browser restores.
      const entry = performance.getEntriesByType('navigation')[0];
      if (target.kind === 'top' || (entry && entry.type !== 'navigate')) return;
    }
    return scrollTo(target);
  }, [route, search]);

  return null;
}
