import type { CartItemPayload } from '@/platform/api/calls/cart';
import type { CartItem } from '@/platform/api/types';
import { toMajorUnits } from '@/platform/money/money';

/**
 * Cart lines leave the shop in the backend's wire format (decimal major units): in sync requests and
 * in Web Storage. Stored lines are read back by features/shell/store/read-persisted-local.ts.
 */
export function toCartItemPayload(item: CartItem): CartItemPayload {
  return {
    ...item,
    price: toMajorUnits(item.price),
    ordinary_price: toMajorUnits(item.ordinary_price),
    pricing: item.pricing.map((tier) => ({ q: tier.q, p: toMajorUnits(tier.p) })),
  };
}
