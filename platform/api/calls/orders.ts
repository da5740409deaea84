import { backendPath } from '@/platform/api/backend-path';
import { recordCount } from '@/platform/api/calls/headers';
import { request } from '@/platform/api/request';
import type { ApiResult } from '@/platform/api/result';
import type { OrderReturnReason, OrderSummary, SubscriptionInterval } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Orders per page of the account's order list. */
export const ORDERS_PER_PAGE = 10;

/** The signed-in customer's orders, newest first, one page at a time; `total` from `x-be-records`. */
export async function fetchOrders(
  storefront: StorefrontCode,
  accessToken: string,
  page: number,
): Promise<ApiResult<{ orders: OrderSummary[]; total: number }>> {
  const result = await request({
    storefront,
    path: backendPath`/api/orders`,
    query: { page, limit: ORDERS_PER_PAGE },
    headers: bearer(accessToken),
    schema: 'orderSummariesSchema',
  });
  if (!result.ok) return result;
  return { ...result, data: { orders: result.data, total: recordCount(result.headers, result.data.length) } };
}

/** One order, for the account that placed it or that order's lookup session; 404 for anyone else. */
export function fetchOrder(storefront: StorefrontCode, orderId: string, accessToken: string) {
  return request({ storefront, path: backendPath`/api/orders/${orderId}`, headers: bearer(accessToken), schema: 'orderSchema' });
}

export function fetchTracking(storefront: StorefrontCode, orderId: string, email: string) {
  return request({ storefront, path: backendPath`/api/track-order/${orderId}`, query: { email }, schema: 'trackingSchema' });
}

export interface ReturnRequest {
  lines: { sku: string; quantity: number }[];
  reason: OrderReturnReason;
}

/** Starts a return of some of an order's lines; 409 when the window has closed or more is asked than is left. */
export function startReturn(storefront: StorefrontCode, orderId: string, accessToken: string, body: ReturnRequest) {
  return request({
    storefront,
    path: backendPath`/api/orders/${orderId}/returns`,
    method: 'POST',
    headers: bearer(accessToken),
    body,
    schema: 'orderReturnSchema',
  });
}

/** The signed-in customer's returns, newest first. */
export function fetchReturns(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: backendPath`/api/returns`, headers: bearer(accessToken), schema: 'orderReturnsSchema' });
}

export function fetchSubscriptions(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: backendPath`/api/subscriptions`, headers: bearer(accessToken), schema: 'subscriptionsSchema' });
}

export type SubscriptionChange = { interval: SubscriptionInterval } | { status: 'active' | 'paused' | 'cancelled' };

/** Changes one subscription's interval or status; a cancelled one takes no more changes (409). */
export function changeSubscription(storefront: StorefrontCode, accessToken: string, subscriptionId: string, change: SubscriptionChange) {
  return request({
    storefront,
    path: backendPath`/api/subscriptions/${subscriptionId}`,
    method: 'POST',
    headers: bearer(accessToken),
    body: change,
    schema: 'subscriptionSchema',
  });
}
