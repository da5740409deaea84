import type { CartItemPayload } from '@/lib/api/calls/cart';
import { cartItemSchema } from '@/lib/api/schemas';
import type { CartItem } from '@/lib/api/types';
import { toMajorUnits } from '@/lib/money';

/**
 * Cart lines leave the shop in the backend's wire format (decimal major units): in sync requests and
 * in Web Storage. Reading them back goes through the same zod schema as a backend answer, so a
 * stored cart is validated exactly like a fresh one.
 */
export function toCartItemPayload(item: CartItem): CartItemPayload {
  return {
    ...item,
    price: toMajorUnits(item.price),
    ordinary_price: toMajorUnits(item.ordinary_price),
    pricing: item.pricing.map((tier) => ({ q: tier.q, p: toMajorUnits(tier.p) })),
  };
}

/** Valid stored lines, each checked on its own: one damaged line never costs the others. */
export function cartItemsFromPayload(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
