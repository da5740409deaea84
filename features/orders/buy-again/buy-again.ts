import type { OrderLine } from '@/platform/api/types';
import { coerceQuantity } from '@/features/cart';

export interface BuyAgainPlan {
  /** The lines to put in the cart, one per sku, as the order had them. */
  lines: { sku: string; quantity: number }[];
  /** Lines of products no longer sold (no product page): they cannot be bought again. */
  unavailable: number;
}

/**
 * What "buy again" puts in the cart: every line of the order still sold, with the quantity bought
 * (a sku bought on two lines is one line with both quantities, capped at the spinner's maximum).
 */
export function buyAgainPlan(lines: readonly Pick<OrderLine, 'sku' | 'quantity' | 'slug'>[]): BuyAgainPlan {
  const quantities = new Map<string, number>();
  let unavailable = 0;
  for (const line of lines) {
    if (line.slug === null) {
      unavailable += 1;
      continue;
    }
    quantities.set(line.sku, (quantities.get(line.sku) ?? 0) + line.quantity);
  }
  return { lines: [...quantities].map(([sku, quantity]) => ({ sku, quantity: coerceQuantity(quantity) })), unavailable };
}
