import { CACHE_SECONDS, type CacheArea } from '@/platform/cache/cache-policy';
import { isStorefrontCode } from '@/platform/storefronts/storefronts';
import { LAYOUT_READS, ROUTES, type CachedPage, type RouteEntry } from '@/platform/routing/route-table';

/**
 * The routes as a tree of their folders' segments. A path is matched segment by segment, a folder
 * named as the segment first, then a dynamic one (`[locale]` only for a storefront code), then a
 * catch-all, as Next ranks them. The proxy asks for every page request, so a lookup walks a few
 * nodes instead of trying each route in turn.
 */
interface Node {
  words: Map<string, Node>;
  locale?: Node;
  param?: Node;
  catchAll?: RouteEntry;
  route?: RouteEntry;
}

const newNode = (): Node => ({ words: new Map() });

function planted(routes: readonly RouteEntry[]): Node {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    const segments = route.path.split('/').filter(Boolean);
    for (const segment of segments) {
      if (segment.startsWith('[...')) break;
      if (segment === '[locale]') node = node.locale ??= newNode();
      else if (segment.startsWith('[')) node = node.param ??= newNode();
      else node = node.words.get(segment) ?? node.words.set(segment, newNode()).get(segment)!;
    }
    if (segments.at(-1)?.startsWith('[...')) node.catchAll = route;
    else node.route = route;
  }
  return root;
}

const TREE = planted(ROUTES);

function find(node: Node, parts: readonly string[], at: number): RouteEntry | null {
  if (at === parts.length) return node.route ?? null;
  const part = parts[at]!;
  const word = node.words.get(part);
  const found =
    (word && find(word, parts, at + 1)) ??
    (node.locale && isStorefrontCode(part) ? find(node.locale, parts, at + 1) : null) ??
    (node.param ? find(node.param, parts, at + 1) : null);
  return found ?? node.catchAll ?? null;
}

/**
 * The route that answers an internal pathname (the storefront first, English route words, after the
 * proxy's rewrites: `/sv/search-view/1/aXBob25l`), or null for a path no route of ours answers.
 */
export function routeOf(pathname: string): RouteEntry | null {
  return find(TREE, pathname.split('/').filter(Boolean), 0);
}

/** The entry of a route folder; a name that is not in the table is a mistake in the code. */
export function routeAt(path: string): RouteEntry {
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path} in platform/routing/route-table.ts`);
  return route;
}

/** The content security policy a route's answers get (platform/security/security-headers.ts). */
export function cspMode(route: RouteEntry): 'cached-page' | 'per-request-page' | 'resource' {
  if (route.rendering === 'handler') return route.csp;
  return route.rendering === 'cached' ? 'cached-page' : 'per-request-page';
}

/** Every area a cached page is built from: its layout's reads and its own. */
export function pageReads(page: CachedPage): CacheArea[] {
  const layout = page.path.startsWith('/bench-bare/') ? LAYOUT_READS['/bench-bare/[locale]'] : LAYOUT_READS['/[locale]'];
  return [...new Set<CacheArea>([...layout, ...page.reads])];
}

/** Seconds a cached page is served before it is rendered again: Next keeps the shortest of its reads' lifetimes. */
export function pageLifetime(page: CachedPage): number {
  return Math.min(page.revalidate ?? Number.POSITIVE_INFINITY, ...pageReads(page).map((area) => CACHE_SECONDS[area]));
}

/** The route a page's view rewrite sends its views to: one listing-view route per listing, one for search results. */
export function rewriteTarget(route: RouteEntry): string | null {
  if (!route.rewrite) return null;
  return route.rewrite.view === 'search' ? '/[locale]/search-view/[page]/[term]' : route.path.replace('/[locale]/', '/[locale]/listing-view/[view]/');
}
