import { cspMode, pageLifetime, pageReads, rewriteTarget, routeOf } from '@/platform/routing/route-of';
import { ROUTES, type RouteEntry } from '@/platform/routing/route-table';
import { internalPathname } from '@/platform/routing/storefront-path';
import { cachedViewPathname } from '@/features/shell/routes/view-rewrite';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const code = (text: string) => `\`${text}\``;

const RENDERING: Record<RouteEntry['rendering'], string> = {
  cached: 'cached',
  'per-request': 'per request',
  handler: 'per request (handler)',
};

const CSP: Record<ReturnType<typeof cspMode>, string> = {
  'cached-page': "cached page: `'unsafe-inline'`, no nonce",
  'per-request-page': "per-request page: nonce, `'strict-dynamic'`",
  resource: "resource: `default-src 'none'`",
};

const VIEW_TARGETS = new Map(ROUTES.flatMap((route) => (rewriteTarget(route) ? [[rewriteTarget(route), route.path] as const] : [])));

function lifetime(route: RouteEntry): string {
  if (route.rendering === 'cached') return `${pageLifetime(route)} s`;
  return route.rendering === 'handler' ? 'its own `Cache-Control`' : '-';
}

function tags(route: RouteEntry): string {
  return route.rendering === 'cached' ? pageReads(route).map(code).join(', ') : '-';
}

function rewrite(route: RouteEntry): string {
  const target = rewriteTarget(route);
  if (route.rewrite && target) return `${route.rewrite.query.map((name) => code(`?${name}`)).join(', ')} -> ${code(target)}`;
  const source = VIEW_TARGETS.get(route.path);
  return source ? `only as a view of ${code(source)}; 404 when asked for by its own path` : '-';
}

/** One request followed through the proxy's decisions, as the doc's worked example. */
function followed(storefront: StorefrontCode, address: string): string {
  const url = new URL(address, 'http://shop');
  const internal = internalPathname(storefront, url.pathname);
  const view = cachedViewPathname(internal, url.searchParams);
  const route = routeOf(view ?? internal);
  if (!route) return `- ${code(address)}: no route of ours.`;
  const served = view ? `rewritten to ${code(view)}, ${code(route.path)}` : `served by ${code(route.path)}`;
  const how =
    route.rendering === 'cached'
      ? `cached for ${pageLifetime(route)} s, purged by the tags ${pageReads(route).map(code).join(', ')}`
      : `rendered ${RENDERING[route.rendering]}`;
  return `- ${code(address)} on the ${storefront} storefront is ${code(internal)} inside: ${served}, ${how}; CSP ${CSP[cspMode(route)]}.`;
}

/** docs/caching.md, written from the route table so the two cannot drift apart. */
export function cachingDoc(): string {
  const row = (cells: string[]) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [
    '# How each route is cached',
    '',
    '<!-- Generated from platform/routing/route-table.ts by `npx tsx scripts/caching-doc.ts`; tests/unit/routing/caching-doc.test.ts fails when they disagree. -->',
    '',
    "Every route of `app/` has one entry in `platform/routing/route-table.ts` (decision 0032). The proxy reads it to decide a request's",
    "content security policy and to move a listing's or a search's query into the path of a cached view; each page's own",
    '`dynamic`, `generateStaticParams` and `revalidate` exports are held to it by `tests/unit/routing/route-exports.test.ts`.',
    '',
    "A cached page lives as long as the shortest-lived read it is built from, its layout's included (`CACHE_SECONDS`,",
    "`platform/cache/cache-policy.ts`), and carries each read's tags: an area `a` tags it `a` and `a:<storefront>`, which is what",
    '`POST /api/cache/purge` takes. Paths are internal: the storefront first, English route words.',
    '',
    '## How is `/sok?q=x` cached?',
    '',
    followed('sv', '/sok?q=x'),
    followed('sv', '/sok?q=iPhone%20%208&page=2'),
    followed('nl', '/searchresults'),
    followed('fi', '/kategoria/varaosat?page=2&phone_model=iphone-13'),
    followed('sv', '/checkout'),
    '',
    '## Every route',
    '',
    row(['route', 'what', 'rendered', 'lifetime', 'tags (areas)', 'CSP', 'query rewrite']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...ROUTES.map((route) =>
      row([code(route.path), route.name, RENDERING[route.rendering], lifetime(route), tags(route), CSP[cspMode(route)], rewrite(route)]),
    ),
    '',
  ].join('\n');
}
