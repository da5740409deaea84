/**
 * The fault matrix (issue 9, item 8): every backend call the shop makes x five faults, each cell
 * with the page or action that uses the call, the result docs/product/errors.md asks for, and the test
 * that holds it. docs/fault-matrix.md is generated from this table (scripts/fault-matrix-doc.ts) and
 * tests/unit/fault-matrix.test.ts fails when the two disagree.
 */

export const FAULT_NAMES = ['500', 'timeout', 'malformed', 'empty', 'slow'] as const;
export type FaultName = (typeof FAULT_NAMES)[number];

/** Past the shop's 8 s time-out (platform/api/request.ts DEFAULT_TIMEOUT_MS). */
export const TIMEOUT_DELAY_MS = 9_000;
/**
 * What the browser tests' server waits for the backend (BACKEND_TIMEOUT_MS, decision 0072): a
 * server-side time-out fault costs this, not 8 s, and it is still well past the slow fault's delay.
 */
export const SERVER_TIMEOUT_MS = 4_000;
/** Well under the time-out: the shopper must still get the normal result. */
export const SLOW_DELAY_MS = 1_500;

/** The mock's rule fields for each fault (mocks/faults.ts). */
export const FAULT_RULES: Record<FaultName, { status?: number; delayMs?: number; malformed?: boolean; empty?: boolean }> = {
  '500': { status: 500 },
  timeout: { delayMs: TIMEOUT_DELAY_MS },
  malformed: { malformed: true },
  empty: { empty: true },
  slow: { delayMs: SLOW_DELAY_MS },
};

/** Tests of tests/e2e/fault-matrix/*.spec.ts; each runs once per fault, titled `<scenario>: <fault>`. */
export const SCENARIOS = {
  addToCart: 'adding to the cart from a product page',
  reloadCart: 'reloading a page with a filled cart',
  typeahead: 'typing in the search box',
  checkout: 'opening the checkout',
  productFirstRender: 'first render of a product page',
  categoryFirstRender: 'first render of a category page',
  contentFirstRender: 'first render of a content page',
  trackOrder: 'looking up an order on the tracking page',
  categoryCoupon: 'a category coupon in the cart panel',
  socialProof: 'opening a product page with "viewed recently" and "bought today"',
} as const;
export type ScenarioId = keyof typeof SCENARIOS;

export const scenarioTitle = (scenario: ScenarioId, fault: FaultName) => `${SCENARIOS[scenario]}: ${fault}`;

/** Where the call runs: in the browser (faults by scenario cookie) or in the server. */
export type Side = 'browser' | 'server';

export interface CallRow {
  /** Method and path as the backend sees it. */
  call: string;
  side: Side;
  usedBy: string;
  /** The result for 500, timeout, malformed and empty. */
  onFailure: string;
  /** The result for a slow answer. */
  onSlow: string;
  /** The test that holds the row's cells, or why no test in this suite can. */
  heldBy: { scenario: ScenarioId } | { gap: string };
  /** Faults whose cell today's code does not meet yet, with the part of issue 9 that fixes it. */
  pending?: Partial<Record<FaultName, string>>;
}

const NORMAL = 'the normal result, only later';
const COLD_CACHE_ONLY =
  'a shared cached read: a running server answers it from its data cache, so a fault reaches it only on a cold cache or a regeneration (held by the stale-on-error tests of tests/e2e/page-cache.spec.ts)';
const SELF_SERVICE =
  "called on the server by a per-request account page or its server action, with the visitor's token: the browser's scenario cookie does not reach the backend; the outcome per status is unit-tested (tests/unit/returns, tests/unit/account, tests/unit/newsletter)";
const SESSION_HANDLER =
  "called by our session route handler on the server: the browser's scenario cookie does not reach the backend, and the path and query are the same for every shopper";
const ACCOUNT_READ =
  "read on the server with the visitor's token: the browser's scenario cookie does not reach the backend; what each failure does is features/account/order-read.ts and features/account/account-read.ts, held by tests/unit/account/order-read.test.ts";

export const CALL_ROWS: readonly CallRow[] = [
  {
    call: 'POST /api/sync-cart',
    side: 'browser',
    usedBy: 'add to cart (product page)',
    onFailure: 'the cart keeps every line (panel and localStorage td02), the panel says it retries; no error dialog',
    onSlow: 'the line is re-priced when the answer comes',
    heldBy: { scenario: 'addToCart' },
  },
  {
    call: 'POST /api/sync-cart (load: items + checkout_id)',
    side: 'browser',
    usedBy: 'any page load with a filled cart',
    onFailure: 'the cart keeps every line and its count',
    onSlow: NORMAL,
    heldBy: { scenario: 'reloadCart' },
  },
  {
    call: 'POST /api/sync-coupons',
    side: 'browser',
    usedBy: 'cart sync with a code',
    onFailure: 'the codes stay as they were; the next sync asks again',
    onSlow: NORMAL,
    heldBy: { gap: 'runs only with a code in the cart; what a failure does is features/cart/sync/cart-sync.ts, with no test of its own' },
  },
  {
    call: 'POST /api/category-children',
    side: 'browser',
    usedBy: 'cart sync with a coupon limited to catalog categories',
    onFailure: 'treated as empty: the coupon reaches no line, the cart keeps its lines and totals; asked again on the next sync',
    onSlow: 'the category coupon is taken off the total when the answer comes',
    heldBy: { scenario: 'categoryCoupon' },
  },
  {
    call: 'GET /api/products?upselling_id',
    side: 'browser',
    usedBy: 'add to cart (upsell offer)',
    onFailure: 'no upsell modal; swallowed silently',
    onSlow: 'the upsell modal opens when the answer comes',
    heldBy: { scenario: 'addToCart' },
  },
  {
    call: 'GET /api/products/{id}/upselling',
    side: 'browser',
    usedBy: 'add to cart from a listing',
    onFailure: 'treated as no upselling: the cart panel opens',
    onSlow: NORMAL,
    heldBy: { gap: 'product pages know the answer from the product; listings call it only in the upselling variant' },
  },
  {
    call: 'GET /api/products/{id}/purchase-settings',
    side: 'browser',
    usedBy: 'product page: "viewed recently" and "bought today"',
    onFailure: 'neither line; swallowed silently, the room for them stays empty',
    onSlow: 'the lines appear after their waiting times, counted from when the page opened',
    heldBy: { scenario: 'socialProof' },
  },
  {
    call: 'POST /api/product-recommendations',
    side: 'browser',
    usedBy: 'product page recommendations',
    onFailure: 'no recommendations block; swallowed silently',
    onSlow: 'the recommendations appear when the answer comes',
    heldBy: { scenario: 'addToCart' },
  },
  {
    call: 'GET /api/products?query',
    side: 'browser',
    usedBy: 'search box suggestions',
    onFailure: 'no suggestions, no error dialog; swallowed silently',
    onSlow: 'the suggestions appear when the answer comes',
    heldBy: { scenario: 'typeahead' },
  },
  {
    call: 'GET /api/search-triggers',
    side: 'browser',
    usedBy: 'search box suggestions',
    onFailure: 'no hints, no error dialog; swallowed silently',
    onSlow: NORMAL,
    heldBy: { scenario: 'typeahead' },
  },
  {
    call: 'GET /api/products?query, GET /api/search-triggers (results page)',
    side: 'server',
    usedBy: 'search results page (a cached page per normalised query, decision 0014)',
    onFailure: 'first render: error page with status 500, not cached, never a cached "nothing found"; a query asked before keeps its last good page',
    onSlow: 'the results page, status 200',
    heldBy: { gap: 'same rule and code path as the category listing (platform/api/shaping-read.ts); not repeated to keep the suite short' },
  },
  {
    call: 'GET /api/products?popular',
    side: 'browser',
    usedBy: 'search box on focus, recommendation fallback, home page',
    onFailure: 'no popular products; swallowed silently',
    onSlow: NORMAL,
    heldBy: { scenario: 'typeahead' },
  },
  {
    call: 'GET /api/current-deal',
    side: 'browser',
    usedBy: 'deal banner refresh on an open page (every 60 s); product page and banner render (server)',
    onFailure: 'the deal is cleared: no deal banner; swallowed silently',
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'POST /api/checkout',
    side: 'browser',
    usedBy: 'checkout page',
    onFailure: 'a warning that the checkout cannot be reached and the cart is saved, with a retry; the cart keeps every line',
    onSlow: 'the checkout totals appear when the answer comes',
    heldBy: { scenario: 'checkout' },
  },
  {
    call: 'GET /api/checkout/service-points',
    side: 'browser',
    usedBy: 'checkout, service-point delivery',
    onFailure: 'a warning that the service points could not be fetched, with a retry',
    onSlow: 'the nearest service point is chosen when the answer comes',
    heldBy: { gap: 'asked only once the checkout answered with delivery methods; needs its own checkout per fault' },
  },
  {
    call: 'POST /api/checkout/{id}/payment-sessions',
    side: 'browser',
    usedBy: 'checkout, choosing a payment method',
    onFailure: 'no provider session; the order can still be placed',
    onSlow: NORMAL,
    heldBy: { gap: 'needs a full checkout form per fault; held by tests/e2e/checkout.both.spec.ts for the normal path only' },
  },
  {
    call: 'POST /api/checkout/{id}/orders',
    side: 'server',
    usedBy: 'place order (our /api/session/checkout/place handler)',
    onFailure: 'an error the shopper can retry with the same key; nothing placed twice',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'GET /api/checkout/{id}/orders/{orderId}',
    side: 'server',
    usedBy: 'return from the payment provider (our /api/session/checkout/confirm handler)',
    onFailure: 'the confirmation is asked for again; no order lost',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'GET /api/receipts/{orderId}',
    side: 'server',
    usedBy: 'order confirmation page',
    onFailure: 'error page with status 500',
    onSlow: NORMAL,
    heldBy: { gap: 'needs a placed order per fault; the path is unique per order, so it can be added once checkout faults are in' },
  },
  {
    call: 'GET /api/product-by-slug/{slug}',
    side: 'server',
    usedBy: 'product page',
    onFailure: 'first render: error page with status 500, not cached',
    onSlow: 'the product page, status 200',
    heldBy: { scenario: 'productFirstRender' },
  },
  {
    call: 'GET /api/category',
    side: 'server',
    usedBy: 'category listing',
    onFailure: 'first render: error page with status 500, not cached',
    onSlow: 'the category listing, status 200',
    heldBy: { scenario: 'categoryFirstRender' },
  },
  {
    call: 'GET /api/pages/{slug}',
    side: 'server',
    usedBy: 'content page',
    onFailure: 'first render: error page with status 500, not cached',
    onSlow: 'the content page, status 200',
    heldBy: { scenario: 'contentFirstRender' },
  },
  {
    call: 'GET /api/page-drafts/{slug}',
    side: 'server',
    usedBy: "editors' preview of a content page (/page-preview, in draft mode)",
    onFailure: "error page with status 500; never the published page in the draft's place, nothing cached",
    onSlow: 'the draft under the preview bar, status 200',
    heldBy: {
      gap: "the editors' preview needs its secret and draft mode: tests/e2e/page-preview.spec.ts holds the 500, the other failures take the same branch",
    },
  },
  {
    call: 'GET /api/brands/{slug}',
    side: 'server',
    usedBy: 'brand listing',
    onFailure: 'first render: error page with status 500, not cached',
    onSlow: NORMAL,
    heldBy: { gap: 'same rule and code path as the category listing; not repeated to keep the suite short' },
  },
  {
    call: 'GET /api/tags/{slug}',
    side: 'server',
    usedBy: 'tag listing',
    onFailure: 'first render: error page with status 500, not cached',
    onSlow: NORMAL,
    heldBy: { gap: 'same rule and code path as the category listing; not repeated to keep the suite short' },
  },
  {
    call: 'GET /api/track-order/{id}',
    side: 'server',
    usedBy: 'track order page',
    onFailure:
      'a message that the order cannot be looked up right now (not that it was not found), the form to try again; no error page, and no failed guess counted against the order',
    onSlow: NORMAL,
    heldBy: { scenario: 'trackOrder' },
  },
  {
    call: 'GET /api/product-categories?main_menu',
    side: 'server',
    usedBy: 'header menu on every page',
    onFailure: 'first render: error page with status 500; a regeneration keeps the last good page (never an empty menu)',
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'GET /api/product-categories (full tree)',
    side: 'server',
    usedBy: 'sitemaps, category alternates, product page breadcrumbs',
    onFailure:
      "sitemap request fails with 500/503, never an empty sitemap; a product page's first render is an error page with status 500, a regeneration keeps the last good page",
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'GET /api/brands',
    side: 'server',
    usedBy: 'header brand menu on every page',
    onFailure: 'first render: error page with status 500; a regeneration keeps the last good page (never empty brands)',
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'GET /api/widget-by-slug/{slug}',
    side: 'server',
    usedBy: 'footer columns, store message, cart header and footer, cookie alert',
    onFailure: 'footer columns: the last good page is kept; the others swallowed silently and never cached as empty',
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'GET /api/review-summary',
    side: 'server',
    usedBy: "the footer's review summary on every page (docs/product/chrome.md, CHR-19)",
    onFailure: 'swallowed: the last good summary this server had, or none where the backend had none (404); never stars from a failure, never cached as empty',
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'GET /api/strings',
    side: 'server',
    usedBy: 'translations of every page',
    onFailure: "warnings only; the shop's own messages are used",
    onSlow: NORMAL,
    heldBy: { gap: COLD_CACHE_ONLY },
  },
  {
    call: 'POST /api/auth/login',
    side: 'server',
    usedBy: 'sign in (our /api/session/login handler)',
    onFailure: 'a sign-in error message; the shopper stays signed out; no tokens reach the browser',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'GET /api/auth/profile',
    side: 'server',
    usedBy: 'account overview (server), every page load of a signed-in customer (our /api/session/profile handler), and the tracking page of their own order',
    onFailure: 'the shopper stays signed in and is told the account cannot be reached (not a 401); the tracking page asks for the e-mail instead',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/refresh',
    side: 'server',
    usedBy: "refreshing a customer's session before its 3600 s run out (our /api/session/refresh handler)",
    onFailure: 'the shopper stays signed in (503, cookies kept) and the page asks again a minute later; only a 401 signs out, with a message',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/mail-link',
    side: 'server',
    usedBy: 'a shopper asking for a sign-in or new-password link in the login dialog (our /api/session/mail-link handler)',
    onFailure: 'the dialog says sign-in does not work right now and keeps the address typed; known and unknown addresses alike',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/link-peek',
    side: 'server',
    usedBy: 'the e-mail link\'s question "sign in as a•••@example.com?" before its token is spent (our /api/session/link-peek handler)',
    onFailure: 'the login dialog opens saying sign-in does not work right now; the link is not spent',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/link-login',
    side: 'server',
    usedBy: 'sign-in by the e-mail link once the shopper confirms it (our /api/session/link-login handler)',
    onFailure: 'the login dialog opens saying sign-in does not work right now; no tokens reach the browser',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/password-reset',
    side: 'server',
    usedBy: 'a new password from the change_password e-mail link (our /api/session/password-reset handler)',
    onFailure: 'the change-password view says it does not work right now; the link is not spent',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/auth/password',
    side: 'server',
    usedBy: "a signed-in customer's new password (our /api/session/password handler)",
    onFailure: 'the change-password view says it does not work right now; the shopper stays signed in',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/order-auth/login',
    side: 'server',
    usedBy: 'order look-up (our /api/session/order-login handler)',
    onFailure: 'a look-up error message; no tokens reach the browser',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'GET /api/order-auth/info',
    side: 'server',
    usedBy: "order look-up and its refresh (our /api/session/order-login and /api/session/refresh handlers); /my-order, to the session's own order",
    onFailure: 'a look-up error message and, on /my-order, the look-up form; on a refresh the shopper stays signed in (503)',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'POST /api/order-auth/refresh',
    side: 'server',
    usedBy: 'refreshing an order look-up session before its 3600 s run out (our /api/session/refresh handler)',
    onFailure: 'the shopper stays signed in (503, cookies kept) and the page asks again a minute later; only a 401 signs out, with a message',
    onSlow: NORMAL,
    heldBy: { gap: SESSION_HANDLER },
  },
  {
    call: 'GET /api/orders',
    side: 'server',
    usedBy: 'account order list (per request, with the account token)',
    onFailure: 'a message that the orders cannot be shown; the customer stays signed in (only a 401 shows the sign-in)',
    onSlow: NORMAL,
    heldBy: { gap: ACCOUNT_READ },
  },
  {
    call: 'GET /api/orders/{id}',
    side: 'server',
    usedBy: 'account order detail and my order (per request, with the order or account token)',
    onFailure: "a message that the order cannot be shown; the visitor stays signed in (a 404 is the page's own 404)",
    onSlow: NORMAL,
    heldBy: { gap: ACCOUNT_READ },
  },
  {
    call: 'POST /api/orders/{id}/returns',
    side: 'server',
    usedBy: 'start a return (my-account/orders/return/{id}, my-order/return/{id})',
    onFailure: 'the form stays as filled with a message that nothing was changed; the customer stays signed in',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'GET /api/returns',
    side: 'server',
    usedBy: 'my-account/returns',
    onFailure: 'the page says it cannot be shown right now; the customer stays signed in',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'GET /api/subscriptions',
    side: 'server',
    usedBy: 'my-account/subscriptions',
    onFailure: 'the page says it cannot be shown right now; the customer stays signed in',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'POST /api/subscriptions/{id}',
    side: 'server',
    usedBy: 'change, pause, resume or cancel a subscription',
    onFailure: 'the subscription stays as shown and an alert says the change was not saved',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'POST /api/auth/profile',
    side: 'server',
    usedBy: 'my-account/profile/edit',
    onFailure: 'the form keeps what was typed and says nothing was changed',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'POST /api/newsletter/subscribe',
    side: 'server',
    usedBy: 'the newsletter sign-up in every footer',
    onFailure: 'the form keeps the address typed and says the sign-up did not work, to try again in a while',
    onSlow: NORMAL,
    heldBy: {
      gap: "called on the server by the footer's server action: the browser's scenario cookie does not reach the backend; tests/unit/newsletter/signup.test.ts holds each failure's message, and tests/e2e/newsletter.both.spec.ts a 503 through the page (an address tagged +error, mocks/README.md)",
    },
  },
  {
    call: 'POST /api/newsletter/confirm',
    side: 'server',
    usedBy: "the newsletter confirmation page's button (double opt-in)",
    onFailure: 'the page says the subscription cannot be confirmed right now, to try again in a while; the link is not spent',
    onSlow: NORMAL,
    heldBy: {
      gap: "called on the server by the confirmation page's server action: the browser's scenario cookie does not reach the backend; tests/unit/newsletter/confirm-link.test.ts holds each failure's message",
    },
  },
  {
    call: 'GET /api/newsletter/subscription',
    side: 'server',
    usedBy: 'the unsubscribe page (opening the link)',
    onFailure: 'the page says it cannot unsubscribe right now, and shows no button',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'POST /api/newsletter/unsubscribe',
    side: 'server',
    usedBy: 'the unsubscribe button and the one-click POST of mail providers',
    onFailure: 'the page says to try again; the one-click POST answers 503, so the provider retries',
    onSlow: NORMAL,
    heldBy: { gap: SELF_SERVICE },
  },
  {
    call: 'POST /captuerr',
    side: 'browser',
    usedBy: 'error reports from the error page and purchase tracking',
    onFailure: 'swallowed: a failing report never raises another error',
    onSlow: NORMAL,
    heldBy: { gap: "becomes our own handler (item 5, route handlers part); its faults belong with that handler's tests" },
  },
  {
    call: 'POST {recommendation tracking URL}',
    side: 'browser',
    usedBy: 'consent to analytics: registers the browser with the recommendation provider, once',
    onFailure: 'no visitor id: recommendations are asked for without user_id; swallowed silently',
    onSlow: 'given up after 8 s, as a failure',
    heldBy: {
      gap: 'the provider is a third party the browser calls directly (RECOMMENDATION_TRACKING_URL), not the backend this matrix faults; tests/unit/consent/recommendation-tracking.test.ts holds its failures',
    },
  },
];

export interface Cell {
  call: string;
  fault: FaultName;
  side: Side;
  usedBy: string;
  expected: string;
  heldBy: string;
  pending?: string;
}

export const CELLS: readonly Cell[] = CALL_ROWS.flatMap((row) =>
  FAULT_NAMES.map((fault) => ({
    call: row.call,
    fault,
    side: row.side,
    usedBy: row.usedBy,
    expected: fault === 'slow' ? row.onSlow : row.onFailure,
    heldBy: 'scenario' in row.heldBy ? scenarioTitle(row.heldBy.scenario, fault) : `none: ${row.heldBy.gap}`,
    pending: row.pending?.[fault],
  })),
);
