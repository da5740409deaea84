import { QUANTITY_MAX } from '@/features/cart/quantity';

/**
 * Add-to-cart by URL: a link carries base64 of `sku:quantity` pairs joined by semicolons, e.g.
 * btoa('TDS10001:2;TDS10002:1'). The parameter is attacker-controlled, so decoding is strict: a link
 * is either read whole or refused with a reason, never half-applied and never "repaired" the way the
 * quantity spinner coerces (a link is not a spinner).
 *
 * Accepted: standard base64 and base64url, with or without padding, a '+' that became a space in a
 * decoded query string, and one trailing semicolon. Duplicate skus are summed, capped at the maximum.
 * SKUs must start with a letter or digit, so '..' or '-x' never reach the backend as a product key.
 */

export const CART_LINK_MAX_LENGTH = 2048;
export const CART_LINK_MAX_LINES = 50;
export const CART_LINK_SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

export interface CartLinkLine {
  sku: string;
  quantity: number;
}

export type CartLinkFailure = 'malformed' | 'too-long' | 'too-many-lines' | 'bad-sku' | 'bad-quantity';
export type CartLinkResult = { ok: true; lines: CartLinkLine[] } | { ok: false; reason: CartLinkFailure };

const BASE64_BODY = /^[A-Za-z0-9+/]+$/;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
/** 1 to 9999 without sign, spaces or leading zeros; the range check caps it at the maximum. */
const QUANTITY_TEXT = /^[1-9]\d{0,3}$/;

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUANTITY_MAX;
}

function decodeBase64(param: string): string | null {
  const body = param.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!BASE64_BODY.test(body)) return null;
  // atob throws on a length no byte string encodes to (4n + 1).
  try {
    return atob(body.padEnd(Math.ceil(body.length / 4) * 4, '='));
  } catch {
    return null;
  }
}

function failure(reason: CartLinkFailure): CartLinkResult {
  return { ok: false, reason };
}

export function decodeCartLink(param: string | null | undefined): CartLinkResult {
  if (param == null || param === '') return failure('malformed');
  if (param.length > CART_LINK_MAX_LENGTH) return failure('too-long');
  const text = decodeBase64(param);
  if (text === null || !PRINTABLE_ASCII.test(text)) return failure('malformed');

  const pairs = text.split(';');
  if (pairs.length > 1 && pairs.at(-1) === '') pairs.pop();
  if (pairs.length > CART_LINK_MAX_LINES) return failure('too-many-lines');

  const quantities = new Map<string, number>();
  for (const pair of pairs) {
    const parts = pair.split(':');
    const [sku, quantityText] = parts;
    if (parts.length !== 2 || sku === undefined || quantityText === undefined) return failure('malformed');
    if (!CART_LINK_SKU_PATTERN.test(sku)) return failure('bad-sku');
    const quantity = Number(quantityText);
    if (!QUANTITY_TEXT.test(quantityText) || !isValidQuantity(quantity)) return failure('bad-quantity');
    quantities.set(sku, Math.min(QUANTITY_MAX, (quantities.get(sku) ?? 0) + quantity));
  }
  return { ok: true, lines: [...quantities].map(([sku, quantity]) => ({ sku, quantity })) };
}
