/**
 * The route-change loading bar (docs/product/chrome.md, CHR-14): it appears only when a navigation takes
 * longer than the throttle, its progress animation spans the duration, and it hides a moment after
 * the navigation finished.
 */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
/**
 * The bar's phases: `pending` while a navigation runs but the throttle has not passed (nothing
 * shows), `loading` while the bar shows and creeps for the duration, `done` while the full bar
 * waits for the hide delay.
 */
export type LoadingPhase = 'idle' | 'pending' | 'loading' | 'done';
export type LoadingEvent = 'start' | 'throttle-elapsed' | 'end' | 'hide-elapsed';

export function nextLoadingPhase(phase: LoadingPhase, event: LoadingEvent): LoadingPhase {
  switch (event) {
    case 'start':
      // A second navigation while the bar shows keeps it going; otherwise the throttle starts over.
      return phase === 'loading' ? 'loading' : 'pending';
    case 'throttle-elapsed':
      return phase === 'pending' ? 'loading' : phase;
    case 'end':
      // A navigation that finished within the throttle never showed the bar.
      if (phase === 'pending') return 'idle';
      return phase === 'loading' ? 'done' : phase;
    case 'hide-elapsed':
      return phase === 'done' ? 'idle' : phase;
  }
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasDownload: boolean;
  /** aria-haspopup: the link opens a dialog or menu instead of leaving the page (the account link). */
  opensPopup: boolean;
}

/**
 * Whether a click on a link starts a client-side route change the bar should follow: a plain left
 * click on a link opened in this tab that leaves the route. A link that says it opens a popup does
 * not count.
 */
export function startsRouteChange(click: ClickLike, anchor: AnchorLike, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.opensPopup || anchor.hasDownload || (anchor.target !== '' && anchor.target !== '_self')) return false;
  return leavesRoute(anchor.href, current);
}

/**
 * Whether going to `href` (absolute or relative to `current`) changes the route: same origin over
 * http(s), and another path or query. A change of the hash alone is not a route change.
 */
export function leavesRoute(href: string, current: string): boolean {
  let to: URL;
  let from: URL;
  try {
    from = new URL(current);
    to = new URL(href, from);
  } catch {
    return false;
  }
  if (to.origin !== from.origin || (to.protocol !== 'http:' && to.protocol !== 'https:')) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
