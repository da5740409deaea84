/**
 * The backend calls the browser makes itself, and nothing else: the shop's `/api/*` catch-all
 * forwards a request only when its method and path are listed here (docs/architecture.md#the-backend-client). Calls
 * that carry tokens (`/api/auth/*`, `/api/order-auth/*`) and everything the server alone reads are
 * absent on purpose: the browser gets those through our own route handlers or not at all.
 *
 * Each entry names the client code that makes the call, so a call that disappears from the client
 * can be dropped from the list.
 */
import { PATH_ID_SOURCE } from '@/platform/api/backend-path';
import type { SchemaName } from '@/platform/api/request';
import { CART_BODY_LIMIT, SMALL_BODY_LIMIT } from '@/platform/http/body-limits';

export type BrowserMethod = 'GET' | 'POST';

export interface BrowserCall {
  method: BrowserMethod;
  /** Matched against the whole pathname; ids are digits or path ids (platform/api/backend-path.ts). */
  path: RegExp;
  /**
   * The query parameters the client code sends, the only ones that go on to the backend; `locale`
   * and `sid` are the host's storefront's, whatever the browser asked for.
   */
  query: readonly string[];
  /** The largest body the call can carry, in bytes; 0 for reads. */
  maxBody: number;
  /**
   * The schema a successful answer must fit: the shop checks it on the server and hands the browser
   * the checked answer, so the browser never loads zod for it (platform/bff/forward.ts checks and marks it, platform/api/request.ts accepts the mark; decision 0021).
   */
  answer: SchemaName;
  /**
   * Seconds an answer may be shared with everyone who makes the same call with the same backend
   * cookies (platform/bff/shared-answers.ts): reads that depend on nothing but their query.
   */
  sharedSeconds?: number;
}

/** As long as the typeahead keeps an answer in the browser (features/search/use-search-suggestions.ts) at most. */
const SHARED_READ_SECONDS = 30;

/** What platform/api/calls/search.ts sends for a search, the popular products and upsell candidates. */
const PRODUCTS_QUERY = ['query', 'page', 'limit', 'nc', 'co', 'provider', 'in_stock', 'popular', 'upselling_id'];

export const BROWSER_CALLS: readonly BrowserCall[] = [
  // features/cart/sync/cart-sync.ts
  { method: 'POST', path: /^\/api\/sync-cart$/, query: [], maxBody: CART_BODY_LIMIT, answer: 'cartItemsSchema' },
  { method: 'POST', path: /^\/api\/sync-coupons$/, query: [], maxBody: CART_BODY_LIMIT, answer: 'couponsSchema' },
  // features/cart/coupons/coupon-categories.ts: the cart's product ids (the 650 lines a cart body holds
  // make under 9 kB of ids) and a coupon's categories
  { method: 'POST', path: /^\/api\/category-children$/, query: [], maxBody: SMALL_BODY_LIMIT, answer: 'categoryChildrenSchema' },
  // features/search/use-search-suggestions.ts, features/catalog/Recommendations.tsx,
  // features/cart/use-add-to-cart.ts and UpsellingPanel.tsx (search, popular, upsell candidates)
  { method: 'GET', path: /^\/api\/products$/, query: PRODUCTS_QUERY, maxBody: 0, answer: 'productSearchSchema', sharedSeconds: SHARED_READ_SECONDS },
  // features/cart/use-add-to-cart.ts
  { method: 'GET', path: /^\/api\/products\/\d{1,12}\/upselling$/, query: [], maxBody: 0, answer: 'upsellingSchema' },
  // features/search/use-search-suggestions.ts
  { method: 'GET', path: /^\/api\/search-triggers$/, query: ['query'], maxBody: 0, answer: 'searchHintsSchema', sharedSeconds: SHARED_READ_SECONDS },
  // features/catalog/Recommendations.tsx
  { method: 'POST', path: /^\/api\/product-recommendations$/, query: [], maxBody: SMALL_BODY_LIMIT, answer: 'productListingsSchema' },
  // features/catalog/product/SocialProof.tsx
  { method: 'GET', path: /^\/api\/products\/\d{1,12}\/purchase-settings$/, query: [], maxBody: 0, answer: 'purchaseSettingsSchema' },
  // features/quick-order/use-sku-lookups.ts: SKU_LOOKUP_BATCH_SIZE skus of up to 40 characters, under 3 kB
  { method: 'POST', path: /^\/api\/products-by-sku$/, query: [], maxBody: SMALL_BODY_LIMIT, answer: 'skuLookupSchema' },
  // features/catalog/deal/DealBannerClient.tsx
  { method: 'GET', path: /^\/api\/current-deal$/, query: [], maxBody: 0, answer: 'currentDealSchema' },
  // features/checkout/use-checkout.ts
  { method: 'POST', path: /^\/api\/checkout$/, query: [], maxBody: CART_BODY_LIMIT, answer: 'checkoutSchema' },
  // features/checkout/ServicePointFields.tsx
  { method: 'GET', path: /^\/api\/checkout\/service-points$/, query: ['postal_code', 'kind'], maxBody: 0, answer: 'servicePointsSchema' },
  // features/checkout/use-checkout-choices.ts
  {
    method: 'POST',
    path: new RegExp(`^/api/checkout/${PATH_ID_SOURCE}/payment-sessions$`),
    query: [],
    maxBody: SMALL_BODY_LIMIT,
    answer: 'orderSessionSchema',
  },
];

/** The listed call this request is, or null: the shop then answers its own 404. */
export function browserCall(method: string, pathname: string): BrowserCall | null {
  return BROWSER_CALLS.find((call) => call.method === method && call.path.test(pathname)) ?? null;
}

/**
 * The query the backend gets for a call: only the parameters the call declares, the first value of
 * each, in the order declared (so one shared answer serves every order the browser wrote them in).
 * `locale` and `sid` are added from the host's storefront where the path is built.
 */
export function declaredQuery(call: BrowserCall, given: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of call.query) {
    const value = given.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

/** Request headers the listed calls need; everything else the browser sends stays with the shop. */
export const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type'] as const;

/** Response headers the client reads (`x-be-records`: totals, `x-be-internal`: staff view). */
export const FORWARDED_RESPONSE_HEADERS = ['content-type', 'x-be-records', 'x-be-internal'] as const;
