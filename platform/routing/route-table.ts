import type { CacheArea } from '@/platform/cache/cache-policy';

/**
 * Every route of `app/`, by its folder path, and how it is served: the one place that says which
 * pages are cached and for how long, which are rendered per request, what content security policy
 * each gets and which query makes a cached view of its own. The proxy, the security headers and the
 * view rewrites read it; `tests/unit/routing/route-exports.test.ts` holds each page's own exports
 * (`dynamic`, `generateStaticParams`, `revalidate`) to it, and `docs/caching.md` is written from it.
 */

/** The query parameters a cached view is made of. */
export type ViewParam = 'page' | 'phone_model' | 'q';

/**
 * A page whose query the proxy moves into the path of an internal route, so that each view is a
 * cached page of its own instead of making the page read its query (decisions 0003 and 0014).
 */
export interface ViewRewrite {
  view: 'listing' | 'search';
  query: readonly ViewParam[];
}

interface RouteBase {
  /** The route's folder under `app/`, as Next names it: `/[locale]/product/[slug]`. */
  path: string;
  /** What the shopper, or the caller, finds there. */
  name: string;
  rewrite?: ViewRewrite;
}

/**
 * Rendered on first request (or at build) and then served from the page cache: the same bytes for
 * everyone, so its script policy cannot carry a nonce. It lives as long as the shortest-lived read it
 * is built from, its layout's included, and carries the tags of all of them.
 */
export interface CachedPage extends RouteBase {
  rendering: 'cached';
  /** The areas of `platform/cache/cache-policy.ts` the page reads itself, beside its layout's. */
  reads: readonly CacheArea[];
  /** The page's own `export const revalidate`, where it has one. */
  revalidate?: number;
}

/** Rendered for each request (`export const dynamic = 'force-dynamic'`): it gets a nonce. */
export interface PerRequestPage extends RouteBase {
  rendering: 'per-request';
}

/** A route handler: answers each request and sets its own `Cache-Control`. */
export interface Handler extends RouteBase {
  rendering: 'handler';
  /** Under a storefront the proxy gives it the policy of the section it sits in. */
  csp: 'resource' | 'per-request-page';
}

export type RouteEntry = CachedPage | PerRequestPage | Handler;

/** What each root layout reads on every page under it. */
export const LAYOUT_READS = {
  /** Menu and brands (header), deal banner, store message and footer widgets, backend strings. */
  '/[locale]': ['strings', 'categories', 'widgets', 'deal'],
  /** The bench's bare route: the backend strings next-intl's messages are made of, nothing else. */
  '/bench-bare/[locale]': ['strings'],
} as const satisfies Record<string, readonly CacheArea[]>;

const cached = (path: string, name: string, reads: readonly CacheArea[], more: Partial<CachedPage> = {}): CachedPage => ({
  path,
  name,
  rendering: 'cached',
  reads,
  ...more,
});
const perRequest = (path: string, name: string, more: Partial<PerRequestPage> = {}): PerRequestPage => ({ path, name, rendering: 'per-request', ...more });
const handler = (path: string, name: string, csp: Handler['csp'] = 'resource'): Handler => ({ path, name, rendering: 'handler', csp });

const LISTING_PAGES: ViewRewrite = { view: 'listing', query: ['page'] };

export const ROUTES: readonly RouteEntry[] = [
  cached('/[locale]', 'home', ['catalog']),
  cached('/[locale]/category/[...path]', 'category listing', ['catalog'], { rewrite: { view: 'listing', query: ['page', 'phone_model'] } }),
  cached('/[locale]/brand/[slug]', 'brand listing', ['catalog'], { rewrite: LISTING_PAGES }),
  cached('/[locale]/tag/[slug]', 'tag listing', ['catalog'], { rewrite: LISTING_PAGES }),
  cached('/[locale]/listing-view/[view]/category/[...path]', 'category listing, page N or one phone model', ['catalog']),
  cached('/[locale]/listing-view/[view]/brand/[slug]', 'brand listing, page N', ['catalog']),
  cached('/[locale]/listing-view/[view]/tag/[slug]', 'tag listing, page N', ['catalog']),
  cached('/[locale]/product/[slug]', 'product', ['catalog', 'categories', 'deal']),
  perRequest('/[locale]/search', 'search without a searchable query', { rewrite: { view: 'search', query: ['q', 'page', 'phone_model'] } }),
  cached('/[locale]/search-view/[page]/[term]', 'search results of one normalised query', ['catalog', 'search']),
  cached('/[locale]/[...slug]', 'content page (and the 404 of every unknown path)', ['content']),
  // Doors open by the date; the layout's shorter-lived reads renew it sooner still.
  cached('/[locale]/christmas-calendar', 'christmas calendar', ['deal'], { revalidate: 3600 }),
  cached('/[locale]/bench-floor', "the bench's floor route", []),
  cached('/bench-bare/[locale]', "the bench's bare route", []),

  perRequest('/[locale]/bench-floor-rendered', "the bench's per-request floor route"),
  perRequest('/[locale]/checkout', 'checkout'),
  perRequest('/[locale]/checkout/[id]', 'checkout of a saved cart'),
  perRequest('/[locale]/checkout/confirmation', 'order confirmation'),
  perRequest('/[locale]/checkout/confirmation/[id]', 'order confirmation of an order'),
  perRequest('/[locale]/checkout/failed', 'payment failed'),
  perRequest('/[locale]/checkout/failed/[id]', 'payment failed for a checkout'),
  perRequest('/[locale]/my-account', 'my account'),
  perRequest('/[locale]/my-account/overview', 'my account: overview'),
  perRequest('/[locale]/my-account/orders', 'my account: orders'),
  perRequest('/[locale]/my-account/orders/[id]', 'my account: one order'),
  perRequest('/[locale]/my-account/orders/return', 'my account: returns to make'),
  perRequest('/[locale]/my-account/orders/return/[id]', 'my account: return an order'),
  perRequest('/[locale]/my-account/profile', 'my account: profile'),
  perRequest('/[locale]/my-account/profile/edit', 'my account: edit profile'),
  perRequest('/[locale]/my-account/returns', 'my account: returns made'),
  perRequest('/[locale]/my-account/subscriptions', 'my account: subscriptions'),
  perRequest('/[locale]/my-account/stock-alerts', 'my account: stock alerts'),
  perRequest('/[locale]/quick-order', 'quick order'),
  perRequest('/[locale]/my-order', 'my order (signed in by order)'),
  perRequest('/[locale]/my-order/[id]', 'my order: one order'),
  perRequest('/[locale]/my-order/return/[id]', 'my order: return it'),
  perRequest('/[locale]/track-order', 'track an order'),
  perRequest('/[locale]/track-order/[id]', 'track an order: one order'),
  perRequest('/[locale]/newsletter/confirm', 'newsletter sign-up confirmation'),
  perRequest('/[locale]/unsubscribe', 'newsletter unsubscribe'),
  perRequest('/[locale]/stock-alerts/confirm', 'stock alert confirmation'),
  perRequest('/[locale]/stock-alerts/unsubscribe', 'stock alert unsubscribe'),
  perRequest('/[locale]/page-preview', "an editor's draft of a content page"),
  handler('/[locale]/page-preview/open', "an editor's preview link, checked", 'per-request-page'),
  handler('/[locale]/page-preview/exit', 'leaving the preview', 'per-request-page'),

  handler('/api/[...path]', "the browser's backend calls"),
  handler('/api/cache/purge', 'cache purge'),
  handler('/api/health', 'health check'),
  handler('/api/newsletter/one-click', 'one-click unsubscribe'),
  handler('/api/session/checkout/confirm', 'session: confirm a checkout'),
  handler('/api/session/checkout/place', 'session: place an order'),
  handler('/api/session/devices', "session: the account's devices"),
  handler('/api/session/link-login', 'session: sign in by link'),
  handler('/api/session/link-peek', 'session: read a sign-in link'),
  handler('/api/session/login', 'session: sign in'),
  handler('/api/session/logout', 'session: sign out'),
  handler('/api/session/mail-link', 'session: mail a sign-in link'),
  handler('/api/session/order-login', 'session: sign in by order'),
  handler('/api/session/password', 'session: change password'),
  handler('/api/session/password-reset', 'session: reset password'),
  handler('/api/session/profile', 'session: profile'),
  handler('/api/session/refresh', 'session: refresh'),
  handler('/api/tracking/lookup', 'order tracking look-up'),
  handler('/api/vitals', "field Web Vitals of shoppers' page loads"),
  handler('/captuerr', 'error and CSP violation reports'),
  handler('/robots.txt', 'robots.txt'),
  handler('/sitemap.xml', 'sitemap index'),
  handler('/sitemap/[file]', 'sitemap file'),
];
