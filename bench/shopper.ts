/**
 * A shopper without a browser: what the shop's pages send from the browser (sign-in, cart sync, the
 * checkout, placing the order), sent straight to the local server over loopback, for the pages the
 * bench renders per request and for the soak's traffic. Every call is one the shop answers to a
 * browser (platform/bff/browser-calls.ts and `app/api/session/`), with the Origin a browser sends.
 */
import http from 'node:http';
import { APP_ADDRESS, APP_PORT, MOCK_ORIGIN } from '@/bench/config';
import { DEMO_ADDRESSES } from '@/mocks/data/demo-addresses';
import { toMajorUnits } from '@/platform/money/money';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

export interface ShopAnswer {
  status: number;
  /** The `name=value` part of every cookie set. */
  cookies: string[];
  body: string;
}

export const hostOf = (code: StorefrontCode) => `${code}.localhost:${APP_PORT}`;

/** One request to the local server as storefront `code`'s domain, a JSON body when one is given. */
export function shopRequest(
  code: StorefrontCode,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<ShopAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: http.OutgoingHttpHeaders = {
    host: hostOf(code),
    ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: `http://${hostOf(code)}`, 'content-length': Buffer.byteLength(payload) }),
    ...(options.cookie ? { cookie: options.cookie } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.request({ host: APP_ADDRESS, port: APP_PORT, method, path, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

function json<T>(answer: ShopAnswer, what: string): T {
  if (answer.status < 200 || answer.status > 299) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as T;
}

/**
 * A customer account of the bench's own from the mocked backend (`POST /__mock/accounts`), with
 * orders in every status, signed in on storefront `code`: the session cookies, as a `Cookie` header.
 */
export async function signedInCookie(code: StorefrontCode): Promise<string> {
  const response = await fetch(`${MOCK_ORIGIN}/__mock/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'consumer' }),
  });
  if (!response.ok) throw new Error(`/__mock/accounts answered ${response.status}`);
  const account = (await response.json()) as { email: string; password: string };
  const answer = await shopRequest(code, 'POST', '/api/session/login', { body: { email: account.email, password: account.password } });
  json(answer, 'signing in');
  return answer.cookies.join('; ');
}

/** A cart line as the cart sync sends it: the backend prices it again. */
export interface CartLine {
  sku: string;
  quantity: number;
}

interface Checkout {
  id: string;
  shipping_methods: { id: string; kind: string }[];
  payment_methods: { id: string }[];
  /** Minor units, as the shop's schema reads the backend's money. */
  totals: { total: number };
}

/** The cart as the page syncs it (`POST /api/sync-cart`, docs/product/cart.md, CART-9). */
export async function syncCart(code: StorefrontCode, lines: CartLine[]): Promise<void> {
  json(await shopRequest(code, 'POST', '/api/sync-cart', { body: { items: lines, checkout_id: null } }), 'the cart sync');
}

/**
 * The checkout of a cart as the checkout page makes it: first for the postal code, then again with
 * the first home delivery it offers, which the order is then priced with.
 */
export async function openCheckout(code: StorefrontCode, lines: CartLine[]): Promise<Checkout> {
  const ask = (checkoutId: string | null, shippingMethod: string | null) =>
    shopRequest(code, 'POST', '/api/checkout', {
      body: {
        checkout_id: checkoutId,
        items: lines,
        coupons: [],
        customer_type: 'private',
        postal_code: DEMO_ADDRESSES[code].postal_code,
        shipping_method: shippingMethod,
      },
    });
  const first = json<Checkout>(await ask(null, null), 'the checkout');
  const home = first.shipping_methods.find((method) => method.kind === 'home');
  if (!home) throw new Error(`the ${code} checkout offers no home delivery`);
  return json<Checkout>(await ask(first.id, home.id), 'the checkout with home delivery');
}

/** A mobile number of each country, as the checkout sends it (E.164). */
const MOBILES: Record<StorefrontCode, string> = {
  sv: '+46701234567',
  no: '+4741234567',
  da: '+4520123456',
  fi: '+358401234567',
  nl: '+31612345678',
};

/** Places the order of an open checkout through the shop (`/api/session/checkout/place`); resolves with its outcome. */
export async function placeOrder(code: StorefrontCode, checkout: Checkout, key: string): Promise<string> {
  const storefront = STOREFRONTS[code];
  const shippingMethod = checkout.shipping_methods.find((method) => method.kind === 'home');
  const payment = checkout.payment_methods[0];
  if (!shippingMethod || !payment) throw new Error(`the ${code} checkout offers no home delivery or no payment method`);
  const order = {
    customer_type: 'private',
    email: `soak.${key}@example.com`,
    mobile: MOBILES[code],
    address: { name: 'Bench Shopper', ...DEMO_ADDRESSES[code], country_code: storefront.countryCode },
    company: null,
    shipping_method: shippingMethod.id,
    service_point: null,
    payment_method: payment.id,
    payment_session: null,
    shipping_session: null,
    campaign: null,
    expected_total: toMajorUnits(checkout.totals.total),
    terms_accepted: true,
  };
  const answer = await shopRequest(code, 'POST', '/api/session/checkout/place', { body: { checkout_id: checkout.id, idempotency_key: key, order } });
  return json<{ outcome: string }>(answer, 'placing the order').outcome;
}
