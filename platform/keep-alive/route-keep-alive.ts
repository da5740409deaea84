import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

/**
 * Route keep-alive (docs/product/chrome.md, CHR-15): the pages a shopper left, so that back and forward
 * bring one back as it was. The page on screen is never among them: it is kept again, as it is
 * then, when the shopper leaves it.
 */
export const KEEP_ALIVE_MAX = 2;

export interface KeptPage {
  /** Path and query as in the address bar, e.g. `/kategori/apple?phone_model=iphone-15`. */
  route: string;
  /** Where the window was scrolled to when the shopper left. */
  scrollY: number;
  /** The page's own states by key (`useKeptState`), as they were when the shopper left. */
  states: Readonly<Record<string, unknown>>;
}

export interface PageTurn {
  kept: readonly KeptPage[];
  /** The arrived page as it was left, when it was kept; null when it starts afresh. */
  restored: KeptPage | null;
}

const LOCALE_PREFIXES = new Set<string>(STOREFRONT_CODES);

function pathSegments(route: string): string[] {
  const path = route.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  // A host that is no storefront domain reaches the storefronts by path prefix (`/fi/checkout`).
  return segments.length > 0 && LOCALE_PREFIXES.has(segments[0]!) ? segments.slice(1) : segments;
}

/**
 * Checkout (`/checkout`, `/checkout/{id}`) and confirmation (`/checkout/confirmation/{id?}`) are
 * never kept: what they show (prices, stock, the order) must be the backend's latest. The words are
 * the same in every storefront (platform/i18n/routing.ts).
 */
export function isNeverKept(route: string): boolean {
  const [first, second, third, ...rest] = pathSegments(route);
  if (first !== 'checkout' || rest.length > 0) return false;
  if (second === 'confirmation') return true;
  return third === undefined && second !== 'failed';
}

/**
 * The shopper goes from `left` (null when nothing is known of it) to the page at `arrived`: the left
 * page goes first in the list, the arrived page leaves it, and the list ends at KEEP_ALIVE_MAX.
 * Only a history traversal (back, forward) restores the arrived page; a link to it starts it afresh.
 */
export function turnPage(kept: readonly KeptPage[], left: KeptPage | null, arrived: string, fromHistory: boolean): PageTurn {
  const keepLeft = left !== null && left.route !== arrived && !isNeverKept(left.route);
  const others = kept.filter((page) => page.route !== arrived && page.route !== left?.route);
  const found = kept.find((page) => page.route === arrived) ?? null;
  return {
    kept: (keepLeft ? [left, ...others] : others).slice(0, KEEP_ALIVE_MAX),
    restored: fromHistory ? found : null,
  };
}
