/**
 * Navigations made in code (`router.push`) are invisible to the loading bar, which hears link
 * clicks and back/forward. Code that pushes a route says so here first.
 */
export const ROUTE_CHANGE_EVENT = 'storefront:route-change';

export function announceRouteChange(href: string): void {
  window.dispatchEvent(new CustomEvent<string>(ROUTE_CHANGE_EVENT, { detail: href }));
}
