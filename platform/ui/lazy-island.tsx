'use client';

import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '@/platform/ui/after-next-paint';

/**
 * A dialog or panel whose code stays out of the first load (issue 13): it loads when the shopper
 * shows intent (hover, focus, touch on what opens it) or, at the latest, when it first opens.
 *
 * Not React.lazy: a lazy component suspends on its first render even when its code is already here,
 * and React may hold back the reveal of a suspended boundary by up to 300 ms. Preloaded code renders
 * at once here; code still on its way renders when it arrives.
 */
export interface LazyIsland<P extends object> {
  /** Starts loading the code once; after a failed load the next call tries again. Never rejects. */
  preload(): Promise<void>;
  Component: ComponentType<P>;
}

export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = null;
        throw failure;
      },
    );
    return loading;
  };

  function Component(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let active = true;
      start().then(
        (component) => active && setLoaded(() => component),
        // Rendering the failure hands it to the error page, whose chunk-reload guard reloads once.
        (failure: unknown) =>
          active &&
          setLoaded(() => () => {
            throw failure;
          }),
      );
      return () => {
        active = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }

  return {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    Component,
  };
}

/**
 * Props that load an island's code when the shopper points at, focuses or touches its opener. The
 * load starts after the next paint: a finger's touch, or a pointer that arrives as it presses, is
 * followed at once by the press, whose answer would otherwise wait for the chunk loader (OPS-73).
 */
export function preloadOnIntent(...islands: { preload(): Promise<void> }[]) {
  const preload = () =>
    void afterNextPaint().then(() => {
      for (const island of islands) void island.preload();
    });
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}

/**
 * Renders its children from the first time `needed` is true, and keeps them after, so a dialog
 * closes with its own effect (focus goes back, the page scrolls again) instead of vanishing.
 */
export function WhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  return wanted ? children : null;
}
