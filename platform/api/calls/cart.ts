import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import type { ApiResult } from '@/platform/api/result';
import type * as s from '@/platform/api/schemas';
import type { CartItem, Coupon } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type * as z from 'zod/mini';

/** A cart line as the backend takes it: money in decimal major units. */
export type CartItemPayload = z.input<typeof s.cartItemSchema>;

export interface SyncedCart {
  items: CartItem[];
  /** `x-be-internal: 1`: the visitor is shop staff. */
  internal: boolean;
}

function withInternalFlag(result: ApiResult<CartItem[]>): ApiResult<SyncedCart> {
  if (!result.ok) return result;
  return { ...result, data: { items: result.data, internal: result.headers.get('x-be-internal') === '1' } };
}

/** POST /api/sync-cart, the variant sent when the page loads: items and checkout id only. */
export async function syncCartOnLoad(storefront: StorefrontCode, items: CartItemPayload[], checkoutId: string | null) {
  return withInternalFlag(
    await request({
      storefront,
      path: backendPath`/api/sync-cart`,
      method: 'POST',
      body: { items, checkout_id: checkoutId },
      schema: 'cartItemsSchema',
    }),
  );
}

/** POST /api/sync-cart after a change: items, coupons and the checkout order id. */
export async function syncCart(storefront: StorefrontCode, items: CartItemPayload[], coupons: string[], checkoutOrderId: string | null) {
  return withInternalFlag(
    await request({
      storefront,
      path: backendPath`/api/sync-cart`,
      method: 'POST',
      body: { items, coupons, checkout_order_id: checkoutOrderId },
      schema: 'cartItemsSchema',
    }),
  );
}

/** POST /api/sync-coupons: the backend's verdict on each code for these cart contents. */
export function syncCoupons(storefront: StorefrontCode, coupons: string[], cartContents: CartItemPayload[]): Promise<ApiResult<Coupon[]>> {
  return request({
    storefront,
    path: backendPath`/api/sync-coupons`,
    method: 'POST',
    body: { coupons, cart_contents: cartContents },
    schema: 'couponsSchema',
  });
}
