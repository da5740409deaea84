/**
 * Discount-code syntax (docs/product/cart.md, CART-23): 3 or more letters, digits or hyphens. Used for the
 * `/rabatt/...` link and for the `disc` query parameter; anything else is ignored.
 * "Letters" includes the Nordic letters shoppers type (å, ä, ö, æ, ø), so a code is checked with
 * Unicode letter classes rather than A-Z.
 */
const DISCOUNT_CODE_PATTERN = /^[\p{L}\p{N}-]{3,64}$/u;

export function isValidDiscountCode(value: unknown): value is string {
  return typeof value === 'string' && DISCOUNT_CODE_PATTERN.test(value);
}

/** The `disc` query value when it is a valid code, otherwise null (the parameter is ignored). */
export function discountCodeFromQuery(value: string | string[] | null | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return isValidDiscountCode(first) ? first : null;
}
