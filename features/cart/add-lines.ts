import { isProvisionalLine, provisionalCartLine } from '@/features/cart/cart-item-from-product';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { LocalStore } from '@/platform/state/shop-context';

/**
 * Lines known by sku and quantity (an add-to-cart link, an order bought again) go into the cart by
 * the cart's own rules: added as provisional lines, merged where the rules merge, and priced by the
 * next cart sync, which drops skus the shop no longer sells. Resolves once the synced cart is back,
 * with how many of the lines are in it.
 */
export function addLinesToCart(
  local: LocalStore,
  storefront: StorefrontCode,
  lines: readonly { sku: string; quantity: number }[],
): Promise<{ added: number; missing: number }> {
  if (lines.length === 0) return Promise.resolve({ added: 0, missing: 0 });
  for (const line of lines) local.getState().addItem(storefront, provisionalCartLine(line.sku, line.quantity));
  return new Promise((resolve) => {
    const unsubscribe = local.subscribe((state, previous) => {
      const cart = state.carts[storefront];
      if (!cart || cart.items === previous.carts[storefront]?.items || cart.items.some(isProvisionalLine)) return;
      unsubscribe();
      resolve(linesArrived(lines, cart.items));
    });
  });
}

/** After the cart has synced: how many of the asked-for skus are in it, and how many the shop dropped. */
export function linesArrived(asked: readonly { sku: string }[], cart: readonly { sku: string }[]): { added: number; missing: number } {
  const inCart = new Set(cart.map((item) => item.sku));
  const added = asked.filter((line) => inCart.has(line.sku)).length;
  return { added, missing: asked.length - added };
}
