import { request } from '@/lib/api/request';
import * as s from '@/lib/api/schemas';
import type { StorefrontCode } from '@/lib/storefronts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The account strategy: a customer's own login. */
export function loginCustomer(storefront: StorefrontCode, email: string, password: string) {
  return request({ storefront, path: '/api/auth/login', method: 'POST', body: { email, password }, schema: s.tokenPairSchema });
}

export function refreshCustomer(storefront: StorefrontCode, refreshToken: string) {
  return request({
    storefront,
    path: '/api/auth/refresh',
    method: 'POST',
    body: { refresh_token: refreshToken },
    schema: s.tokenPairSchema,
  });
}

export function fetchProfile(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: '/api/auth/profile', headers: bearer(accessToken), schema: s.profileSchema });
}

/** The order strategy: a returning customer looks up one order; its token is not global. */
export function loginOrderLookup(storefront: StorefrontCode, orderId: string, email: string) {
  return request({
    storefront,
    path: '/api/order-auth/login',
    method: 'POST',
    body: { order_id: orderId, email },
    schema: s.tokenPairSchema,
  });
}

export function refreshOrderLookup(storefront: StorefrontCode, refreshToken: string) {
  return request({
    storefront,
    path: '/api/order-auth/refresh',
    method: 'POST',
    body: { refresh_token: refreshToken },
    schema: s.tokenPairSchema,
  });
}

export function fetchOrderLookupInfo(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: '/api/order-auth/info', headers: bearer(accessToken), schema: s.orderInfoSchema });
}

export function fetchOrders(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: '/api/orders', headers: bearer(accessToken), schema: s.ordersSchema });
}

export function fetchOrder(storefront: StorefrontCode, orderId: string, accessToken: string) {
  return request({
    storefront,
    path: `/api/orders/${encodeURIComponent(orderId)}`,
    headers: bearer(accessToken),
    schema: s.orderSchema,
  });
}

export function fetchTracking(storefront: StorefrontCode, orderId: string, email: string) {
  return request({
    storefront,
    path: `/api/track-order/${encodeURIComponent(orderId)}`,
    query: { email },
    schema: s.trackingSchema,
  });
}
