import { toCartItemPayload } from '@/features/cart';
import type { LocalState } from '@/features/shell/store/local-store';

/**
 * The version of what localStorage `td02` holds. Reading a stored value back is
 * features/shell/store/read-persisted-local.ts.
 */
export const LOCAL_STORE_VERSION = 3;

/** The stored shape: each storefront's cart under its code, and the other slices as they are. */
export type PersistedLocal = Pick<
  LocalState,
  'user' | 'recentlyViewed' | 'breadcrumbHistory' | 'categoryPhoneModel' | 'devices' | 'recommendationTrackingId' | 'purchase' | 'orderReference'
> & {
  carts: Record<string, unknown>;
};

/** What is written: carts with wire-format lines, no functions, no UI flags. */
export function partializeLocal(state: LocalState): PersistedLocal {
  const carts: Record<string, unknown> = {};
  for (const [code, cart] of Object.entries(state.carts)) {
    if (cart) carts[code] = { ...cart, items: cart.items.map(toCartItemPayload) };
  }
  return {
    carts,
    user: state.user,
    recentlyViewed: state.recentlyViewed,
    breadcrumbHistory: state.breadcrumbHistory,
    categoryPhoneModel: state.categoryPhoneModel,
    devices: state.devices,
    recommendationTrackingId: state.recommendationTrackingId,
    purchase: state.purchase,
    orderReference: state.orderReference,
  };
}
