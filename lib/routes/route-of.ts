import { CACHE_SECONDS, type CacheArea } from '@/lib/api/cache-policy';
import { isStorefrontCode } from '@/lib/storefronts';
import { LAYOUT_READS, ROUTES, type CachedPage, type RouteEntry } from '@/lib/routes/route-table';

/** How a route's folder segment matches a path segment, most specific first, as Next ranks them. */
type SegmentMatch = { rank: 0; word: string } | { rank: 1; locale: boolean } | { rank: 2 };

function segmentMatch(segment: string): SegmentMatch {
  if (segment.startsWith('[...')) return { rank: 2 };
  if (segment.startsWith('[')) return { rank: 1, locale: segment === '[locale]' };
  return { rank: 0, word: segment };
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

interface Pattern {
  route: RouteEntry;
  segments: SegmentMatch[];
}

function compareRanks(a: Pattern, b: Pattern): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const difference = (a.segments[i]?.rank ?? -1) - (b.segments[i]?.rank ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

const PATTERNS: readonly Pattern[] = ROUTES.map((route) => ({ route, segments: segmentsOf(route.path).map(segmentMatch) })).sort(compareRanks);

function matches(pattern: SegmentMatch[], parts: string[]): boolean {
  for (const [i, segment] of pattern.entries()) {
    if (segment.rank === 2) return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.rank === 0 ? part !== segment.word : segment.locale && !isStorefrontCode(part)) return false;
  }
  return parts.length === pattern.length;
}

/**
 * The route that answers an internal pathname (the storefront first, English route words, after the
 * proxy's rewrites: `/sv/search-view/1/aXBob25l`), or null for a path no route of ours answers.
 */
export function routeOf(pathname: string): RouteEntry | null {
  const parts = segmentsOf(pathname);
  return PATTERNS.find((pattern) => matches(pattern.segments, parts))?.route ?? null;
}

/** The entry of a route folder; a name that is not in the table is a mistake in the code. */
export function routeAt(path: string): RouteEntry {
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path} in lib/routes/route-table.ts`);
  return route;
}

/** The content security policy a route's answers get (lib/security-headers.ts). */
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
