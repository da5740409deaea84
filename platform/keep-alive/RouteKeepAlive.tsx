'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { isNeverKept } from '@/platform/keep-alive/route-keep-alive';
import { currentRoute, pageMemory } from '@/platform/keep-alive/keep-alive-store';

/**
 * How long a restored position is held while the page settles: a kept state opens a part of it a
 * render later (the browser would keep what is in view and move the position), or a part may still
 * render. The shopper's own scrolling ends it at once.
 */
const SCROLL_HOLD_MS = 3000;
const SHOPPER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Route keep-alive (docs/product/chrome.md, CHR-15, decision 0016): back and forward show a kept page as the
 * shopper left it, with its scroll position and its kept states (`useKeptState`); any other page
 * they reach that way starts at the top. Next's router answers the traversal from its memory;
 * checkout and confirmation are never kept and are asked for afresh. This is the one owner of the
 * scroll on back and forward; ScrollManager leaves it alone. Back and forward themselves are heard
 * before the router (listenForTraversals in instrumentation-client.ts).
 */
export function RouteKeepAlive() {
  return (
    // useSearchParams needs a boundary of its own, so pages around it stay static.
    <Suspense fallback={null}>
      <KeepAlive />
    </Suspense>
  );
}

function holdScroll(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, stop);
  };
  const hold = () => {
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (performance.now() - started < SCROLL_HOLD_MS) frame = requestAnimationFrame(hold);
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, stop, { passive: true });
  hold();
  return stop;
}

function KeepAlive() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();

  useEffect(() => {
    const onScroll = () => pageMemory.noteScroll(currentRoute(), window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const route = currentRoute();
    const arrival = pageMemory.settle(route);
    if (!arrival.traversed) return;
    if (isNeverKept(route)) {
      router.refresh();
      void import('@/platform/state/query-client').then(({ shopQueryClient }) => shopQueryClient().invalidateQueries());
    }
    return holdScroll(arrival.restored?.scrollY ?? 0);
  }, [pathname, search, router]);

  return null;
}
