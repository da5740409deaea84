import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

const CHECKOUT_PATH = new RegExp(`^(/(${STOREFRONT_CODES.join('|')}))?/checkout(/|$)`);

/**
 * Whether a browser path is the checkout or one of its outcomes, with or without a storefront
 * prefix. The cart panel never opens there (docs/product/cart.md, CART-1): the summary already shows the lines.
 */
export function isCheckoutPath(pathname: string): boolean {
  return CHECKOUT_PATH.test(pathname);
}
