import { syncCart, syncCartOnLoad, syncCoupons } from '@/platform/api/calls/cart';
import type { ApiFailure } from '@/platform/api/result';
import { toCartItemPayload } from '@/features/cart/cart-payload';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { LocalStore } from '@/platform/state/shop-context';
import type { SessionStore } from '@/platform/state/shop-context';
import { emptyCart } from '@/features/cart/cart-slice';

class CartSyncFailure extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`cart sync failed: ${failure.kind}`);
  }
}

export interface CartSyncJob {
  onLoad: boolean;
  /** Ask the backend about the coupons again instead of using the 5-minute cache. */
  freshCoupons: boolean;
}

interface Stores {
  storefront: StorefrontCode;
  local: LocalStore;
  session: SessionStore;
}

/**
 * One round of cart sync (docs/product/cart.md, CART-9): the cart as it is now goes to
 * `/api/sync-cart`, the answer replaces the lines unless the shopper changed the cart meanwhile (then
 * the newer change's own round wins), and the coupons are checked against the new lines, category
 * coupons with the lookup of which products their categories hold.
 * Throws on failure so the sync queue tries again; the cart itself is never touched by a failure.
 */
export async function runCartSync({ storefront, local, session }: Stores, job: CartSyncJob): Promise<void> {
  const cart = local.getState().carts[storefront] ?? emptyCart();
  const codes = session.getState().codes;
  const items = cart.items.map(toCartItemPayload);
  const result = job.onLoad ? await syncCartOnLoad(storefront, items, cart.checkoutID) : await syncCart(storefront, items, codes, cart.checkoutID);
  if (!result.ok) throw new CartSyncFailure(result.error);
  const applied = local.getState().applySyncedItems(storefront, cart.revision, result.data.items, result.data.internal);
  const lines = local.getState().carts[storefront]?.items ?? [];
  // An empty cart qualifies for nothing: codes wait for lines instead of being turned down.
  if (!applied || codes.length === 0 || lines.length === 0) return;

  const payload = lines.map(toCartItemPayload);
  try {
    // Only a cart with codes gets here: the coupon rules load with the first such round.
    const [{ couponCategoryProducts }, { COUPON_CACHE_MS, reconcileCoupons }] = await Promise.all([
      import('@/features/cart/coupons/coupon-categories'),
      import('@/features/cart/coupons/reconcile'),
    ]);
    // Only a cart with codes needs the query cache, so its code loads only for one (decision 0019).
    const queryClient = (await import('@/platform/state/query-client')).shopQueryClient();
    const coupons = await queryClient.fetchQuery({
      queryKey: ['sync-coupons', storefront, codes, payload.map((line) => [line.sku, line.quantity])],
      queryFn: async () => {
        const answer = await syncCoupons(storefront, codes, payload);
        if (!answer.ok) throw new CartSyncFailure(answer.error);
        return answer.data;
      },
      staleTime: job.freshCoupons ? 0 : COUPON_CACHE_MS,
      retry: 1,
    });
    const verdict = reconcileCoupons(codes, coupons, lines);
    const categoryProducts = await couponCategoryProducts(storefront, queryClient, verdict.kept, lines);
    // A code added while this round was under way gets its own round; this verdict is about older codes.
    if (session.getState().codes.join('\n') !== codes.join('\n')) return;
    session.getState().applyCouponVerdict(verdict, coupons, categoryProducts);
  } catch {
    // The coupon check failing leaves the codes as they were; the next round asks again.
  }
}
