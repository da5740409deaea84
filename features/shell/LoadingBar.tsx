'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useLayoutEffect, useReducer, useRef, type CSSProperties } from 'react';
import { ROUTE_CHANGE_EVENT } from '@/platform/keep-alive/route-change';
import {
  leavesRoute,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  nextLoadingPhase,
  startsRouteChange,
} from '@/features/shell/loading-bar';

/**
 * The route-change loading bar (docs/product/chrome.md, CHR-14): a navigation starts on an internal link click,
 * on back/forward or when code announces a push, and ends when the path or query changes. Shows
 * only after the throttle, creeps over the duration, hides after the delay.
 */
export function LoadingBar() {
  return (
    // useSearchParams needs a boundary of its own, so pages around it stay static.
    <Suspense fallback={null}>
      <RouteLoadingBar />
    </Suspense>
  );
}

/** The address bar's route in the form `usePathname()` and `useSearchParams()` give it. */
function locationRoute(): string {
  return `${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`;
}

function RouteLoadingBar() {
  const [phase, dispatch] = useReducer(nextLoadingPhase, 'idle');
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  const lastRoute = useRef(route);
  // The route on screen, updated as soon as React commits it: a layout effect runs inside the commit.
  const shownRoute = useRef(route);
  useLayoutEffect(() => {
    shownRoute.current = route;
  }, [route]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const info = {
        href: anchor.href,
        target: anchor.target,
        hasDownload: anchor.hasAttribute('download'),
        opensPopup: (anchor.getAttribute('aria-haspopup') ?? 'false') !== 'false',
      };
      if (startsRouteChange(event, info, window.location.href)) dispatch('start');
    };
    // Back or forward to a page Next's router holds is rendered inside the router's own popstate
    // listener, which runs before this one: that route change is over before it could start.
    const onPopState = () => {
      if (locationRoute() !== shownRoute.current) dispatch('start');
    };
    const onAnnounced = (event: Event) => {
      if (event instanceof CustomEvent && typeof event.detail === 'string' && leavesRoute(event.detail, window.location.href)) dispatch('start');
    };
    // Capture phase: Next's <Link> cancels the browser's own navigation before a bubbling listener hears it.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(ROUTE_CHANGE_EVENT, onAnnounced);
    return () => {
      window.removeEventListener(ROUTE_CHANGE_EVENT, onAnnounced);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (route === lastRoute.current) return;
    lastRoute.current = route;
    dispatch('end');
  }, [route]);

  useEffect(() => {
    if (phase === 'pending') {
      const timer = setTimeout(() => dispatch('throttle-elapsed'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => dispatch('hide-elapsed'), LOADING_BAR_HIDE_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  const style = { '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms` } as CSSProperties;
  return (
    <div className="loading-bar" data-state={phase} aria-hidden="true" style={style}>
      <div className="loading-bar__fill" />
    </div>
  );
}
