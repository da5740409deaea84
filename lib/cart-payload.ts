import type { CartItemPayload } from '@/lib/api/calls/cart';
import type { CartItem } from '@/lib/api/types';
import { toMajorUnits } from '@/lib/money';

/**
 * Cart lines leave the shop in the backend's wire format (decimal major units): in sync requests and
 * in Web Storage. Stored lines are read back by stores/read-persisted-local.ts.
 */
export function toCartItemPayload(item: CartItem): CartItemPayload {
  return {
    ...item,
    price: toMajorUnits(item.price),
    ordinary_price: toMajorUnits(item.ordinary_price),
    pricing: item.pricing.map((tier) => ({ q: tier.q, p: toMajorUnits(tier.p) })),
  };
}
