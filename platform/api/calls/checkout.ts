import { backendPath } from '@/platform/api/backend-path';
import * as z from 'zod/mini';
import type { CartItemPayload } from '@/platform/api/calls/cart';
import { request } from '@/platform/api/request';
import type * as s from '@/platform/api/schemas';
import { CUSTOMER_TYPES, type CustomerType, type OrderSessionProvider } from '@/platform/api/vocabulary';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** POST /api/checkout: the cart as the backend will sell it, re-priced for this customer. */
export interface CheckoutRequest {
  checkout_id: string | null;
  items: CartItemPayload[];
  coupons: string[];
  customer_type: CustomerType;
  postal_code: string | null;
  shipping_method: string | null;
}

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/**
 * Campaign values are capped by characters in the browser (docs/product/content.md, CNT-10); a
 * character is at most two UTF-16 units, which is what `maxLength` counts.
 */
const campaignValue = z.optional(text(400));

/** The visit's campaign as the order carries it (decision 0040; docs/product/checkout.md, CHK-14). */
const orderCampaignSchema = z.object({
  location: text(4096),
  referrer: text(4096),
  utm_source: campaignValue,
  utm_medium: campaignValue,
  utm_campaign: campaignValue,
  utm_term: campaignValue,
  utm_content: campaignValue,
  utm_id: campaignValue,
  gclid: campaignValue,
});
export type OrderCampaign = z.infer<typeof orderCampaignSchema>;

/**
 * An order as the page sends it to the shop, which checks it with this schema before it goes on to
 * `POST /api/checkout/{id}/orders` (with an `idempotency-key` header: one key, one order).
 */
export const placeOrderBodySchema = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  email: text(254).check(z.minLength(3)),
  /** E.164 from the page; the place handler writes it so again, whatever form came (decision 0036). */
  mobile: text(30).check(z.minLength(1)),
  address: z.object({
    name: text(100).check(z.minLength(1)),
    street: text(100).check(z.minLength(1)),
    postal_code: text(10).check(z.minLength(1)),
    city: text(60).check(z.minLength(1)),
    country_code: z.string().check(z.length(2)),
  }),
  company: z.nullable(
    z.object({
      name: text(100).check(z.minLength(1)),
      organisation_number: text(20).check(z.minLength(1)),
      vat_number: z.nullable(text(20)),
      reference: z.nullable(text(50)),
    }),
  ),
  shipping_method: text(100).check(z.minLength(1)),
  service_point: z.nullable(text(100)),
  payment_method: text(100).check(z.minLength(1)),
  payment_session: z.nullable(text(200)),
  /** The shipping provider's order session for the chosen delivery (docs/product/checkout.md, CHK-15). */
  shipping_session: z.nullable(text(200)),
  campaign: z.nullable(orderCampaignSchema),
  /** The total the shopper saw, decimal major units: the backend refuses to charge another. */
  expected_total: z.number().check(z.nonnegative()),
  terms_accepted: z.literal(true),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/** The backend's request: the shop adds where the payment provider sends the shopper back. */
export type PlaceOrderRequest = PlaceOrderBody & { return_url: string };

export type PlaceOrderResult = z.output<typeof s.placeOrderResultSchema>;

/** Placing may wait on a payment provider; the shopper is told, and a retry reuses the key. */
const PLACE_ORDER_TIMEOUT_MS = 15_000;

/** Creates the checkout, or updates it when `checkout_id` is one the backend knows. */
export function upsertCheckout(storefront: StorefrontCode, body: CheckoutRequest) {
  return request({ storefront, path: backendPath`/api/checkout`, method: 'POST', body, schema: 'checkoutSchema' });
}

/** The nearest service points or parcel lockers of the shipping processor for a postal code. */
export function fetchServicePoints(storefront: StorefrontCode, postalCode: string, kind: 'service-point' | 'parcel-locker') {
  return request({
    storefront,
    path: backendPath`/api/checkout/service-points`,
    query: { postal_code: postalCode, kind },
    schema: 'servicePointsSchema',
  });
}

/** Opens (or reopens) a provider's order session for this checkout: id and locale. */
export function openOrderSession(storefront: StorefrontCode, checkoutId: string, provider: OrderSessionProvider) {
  return request({
    storefront,
    path: backendPath`/api/checkout/${checkoutId}/payment-sessions`,
    method: 'POST',
    body: { provider },
    schema: 'orderSessionSchema',
  });
}

/**
 * Places the order; a signed-in customer's access token (proposed) makes it theirs, so its subscribed
 * lines start subscriptions on their account (docs/product/orders.md, ORD-11).
 */
export function placeOrder(storefront: StorefrontCode, checkoutId: string, idempotencyKey: string, body: PlaceOrderRequest, accessToken: string | null = null) {
  return request({
    storefront,
    path: backendPath`/api/checkout/${checkoutId}/orders`,
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey, ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body,
    schema: 'placeOrderResultSchema',
    timeoutMs: PLACE_ORDER_TIMEOUT_MS,
  });
}

/** Where an order's payment stands, e.g. after the shopper came back from the provider. */
export function fetchOrderOutcome(storefront: StorefrontCode, checkoutId: string, orderId: string) {
  return request({
    storefront,
    path: backendPath`/api/checkout/${checkoutId}/orders/${orderId}`,
    schema: 'placeOrderResultSchema',
  });
}

/** The placed order for its confirmation page; only with the receipt token placing it gave. */
export function fetchReceipt(storefront: StorefrontCode, orderId: string, receiptToken: string) {
  return request({
    storefront,
    path: backendPath`/api/receipts/${orderId}`,
    headers: { 'x-receipt-token': receiptToken },
    schema: 'receiptSchema',
  });
}
