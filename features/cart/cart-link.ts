import { addLinesToCart } from '@/features/cart/add-lines';
import { CART_LINK_PARAMETER } from '@/platform/routing/landing-parameters';
import { decodeCartLink } from '@/features/cart/cart-by-url';
import { isCheckoutPath } from '@/platform/routing/checkout-path';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { LocalStore } from '@/platform/state/shop-context';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * An add-to-cart link (`?cart=`, docs/product/cart.md, CART-4): its lines go into the cart and the cart panel
 * says what arrived; a link that cannot be read says so. The parameter leaves the address once read,
 * so a reload does not add the lines again.
 */
export function followCartLink(link: string, url: URL, local: LocalStore, storefront: StorefrontCode): void {
  const ui = useUiStore.getState();
  const decoded = decodeCartLink(link);
  if (!decoded.ok) {
    ui.setNotice({ kind: 'cart-link-invalid' });
    ui.openCart();
    return;
  }
  url.searchParams.delete(CART_LINK_PARAMETER);
  window.history.replaceState(window.history.state, '', url.toString());
  void addLinesToCart(local, storefront, decoded.lines).then((arrived) => {
    useUiStore.getState().setNotice({ kind: 'cart-link', ...arrived });
    if (!isCheckoutPath(window.location.pathname)) useUiStore.getState().openCart();
  });
}
