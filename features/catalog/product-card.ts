import type { CartItem, ProductListing } from '@/platform/api/types';
import { cartItemFromProduct, needsProductPage } from '@/features/cart';
import { cardScore } from '@/features/catalog/rating';

/**
 * What a product card needs, and all of it that travels to the browser: the cart line an add
 * creates (it carries the name, image, link, sku, tiers, VAT and stock the card shows) and whether
 * the product is chosen on its own page instead. Built from a listing on the server, so the
 * backend's listing type stays out of the client payload; the optional fields are left out when
 * there is nothing to show, so a card without them weighs what it did.
 */
export interface ProductCardView {
  line: CartItem;
  choosesVariant: boolean;
  /** The rating out of 5, to one decimal (docs/product/catalog.md, CAT-14). */
  score?: number;
  isNew?: true;
  /** Shown before the name (docs/product/catalog.md, CAT-15). */
  prefix?: string;
  /** Where on the product page the card's links land (docs/product/catalog.md, CAT-16). */
  fragment?: string;
}

/** An element id of the product page: letters, digits, `-` and `_`, so it cannot leave the link's fragment. */
const FRAGMENT = /^[A-Za-z][\w-]{0,63}$/;

/** docs/product/catalog.md, CAT-16: the backend's fragment when it can only name a place on the page. */
export function cardFragment(fragment: string | null | undefined): string | undefined {
  const candidate = fragment?.trim().replace(/^#/, '');
  return candidate && FRAGMENT.test(candidate) ? candidate : undefined;
}

export function productCardView(product: ProductListing): ProductCardView {
  const score = cardScore(product.score);
  const prefix = product.prefix?.trim();
  const fragment = cardFragment(product.url_fragment);
  return {
    line: cartItemFromProduct(product),
    choosesVariant: needsProductPage(product),
    ...(score === undefined ? {} : { score }),
    ...(product.is_new ? { isNew: true as const } : {}),
    ...(prefix ? { prefix } : {}),
    ...(fragment ? { fragment } : {}),
  };
}
