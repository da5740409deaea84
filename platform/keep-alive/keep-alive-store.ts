import { turnPage, type KeptPage } from '@/platform/keep-alive/route-keep-alive';

/** How the page now on screen was reached. */
export interface Arrival {
  /** By back or forward. */
  traversed: boolean;
  /** The page as it was left, when a traversal brought back a kept page. */
  restored: KeptPage | null;
}

/**
 * The tab's memory of pages for the route keep-alive (platform/keep-alive/route-keep-alive.ts). It lives in memory
 * only: a reload or a new tab starts every page afresh. Live values are held per route, because
 * after a link the left page's last scroll and states are read once the new page is shown.
 */
export interface PageMemory {
  /** The window was scrolled on the page at `route`. */
  noteScroll(route: string, scrollY: number): void;
  /** A page state (`useKeptState`) changed on the page at `route`. */
  noteState(route: string, key: string, value: unknown): void;
  /** Back or forward goes to `route`, before the router renders it: the kept page is made ready. */
  traverse(route: string): void;
  /** The page at `route` is on screen: the left page is kept as it was, and how it came is told. */
  settle(route: string): Arrival;
  /**
   * The state under `key` that the page at `route` had when it was left, when the last traversal
   * restored that page; undefined otherwise. It holds until the next page turn, because the router
   * may commit a page in more than one pass (its prefetched shell first).
   */
  restoring(route: string, key: string): unknown;
  kept(): readonly KeptPage[];
}

export function createPageMemory(): PageMemory {
  let kept: readonly KeptPage[] = [];
  let shown: string | null = null;
  /** The route back or forward is going to, until the router shows it. */
  let traversal: string | null = null;
  let restored: KeptPage | null = null;
  const scrolls = new Map<string, number>();
  const states = new Map<string, Record<string, unknown>>();

  const turn = (arrived: string, fromHistory: boolean) => {
    const left = shown;
    shown = arrived;
    if (left === null || left === arrived) return;
    const leftPage = { route: left, scrollY: scrolls.get(left) ?? 0, states: states.get(left) ?? {} };
    scrolls.delete(left);
    states.delete(left);
    const turned = turnPage(kept, leftPage, arrived, fromHistory);
    kept = turned.kept;
    restored = turned.restored;
  };

  return {
    noteScroll(route, scrollY) {
      scrolls.set(route, scrollY);
    },
    noteState(route, key, value) {
      states.set(route, { ...states.get(route), [key]: value });
    },
    traverse(route) {
      if (shown === null || route === shown) return;
      turn(route, true);
      traversal = route;
    },
    settle(route) {
      const traversed = traversal === route;
      traversal = null;
      if (!traversed) turn(route, false);
      return { traversed, restored: traversed ? restored : null };
    },
    restoring(route, key) {
      return restored?.route === route ? restored.states[key] : undefined;
    },
    kept: () => kept,
  };
}

/** This tab's page memory. */
export const pageMemory = createPageMemory();

/** The page in the address bar, as the route keep-alive names pages: path and query. */
export function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Tells the page memory of back and forward before the router hears of them. React renders the
 * router's update for a popstate at once, inside the router's own listener, so this one must be
 * added first: instrumentation-client.ts calls it before the app's modules run.
 */
export function listenForTraversals(): void {
  window.addEventListener('popstate', () => pageMemory.traverse(currentRoute()));
}
