import type { CartItem, OrderLine } from '@/platform/api/types';
import { coerceQuantity } from '@/features/cart';

/** One sku of the order to put in the cart: the quantity sent, and what the order bought of it. */
export interface PlannedLine {
  sku: string;
  name: string;
  quantity: number;
  bought: number;
}

export interface BuyAgainPlan {
  /** The lines to put in the cart, one per sku, as the order had them. */
  lines: PlannedLine[];
  /** Lines of products no longer sold (no product page): they cannot be bought again. */
  discontinued: { sku: string; name: string }[];
}

/** Why a line came in with less than the order bought: the spinner's maximum, or the shop's stock. */
export type CapReason = 'quantity-limit' | 'stock';
/** Why a line did not come in at all. */
export type MissReason = 'no-longer-sold' | 'not-sold-here' | 'out-of-stock';

/** What buying again did with one sku of the order (docs/product/orders.md, ORD-12). */
export type BuyAgainOutcome =
  | { kind: 'added'; sku: string; name: string; quantity: number }
  | { kind: 'capped'; sku: string; name: string; quantity: number; bought: number; why: CapReason }
  | { kind: 'missed'; sku: string; name: string; why: MissReason };

type SyncedLine = Pick<CartItem, 'uuid' | 'sku' | 'quantity' | 'stock_status' | 'adjusted_quantity'>;

/**
 * What "buy again" puts in the cart: every line of the order still sold, with the quantity bought
 * (a sku bought on two lines is one line with both quantities, capped at the spinner's maximum).
 */
export function buyAgainPlan(lines: readonly Pick<OrderLine, 'sku' | 'name' | 'quantity' | 'slug'>[]): BuyAgainPlan {
  const planned = new Map<string, PlannedLine>();
  const discontinued: BuyAgainPlan['discontinued'] = [];
  for (const line of lines) {
    if (line.slug === null) {
      if (!discontinued.some((gone) => gone.sku === line.sku)) discontinued.push({ sku: line.sku, name: line.name });
      continue;
    }
    const bought = (planned.get(line.sku)?.bought ?? 0) + line.quantity;
    planned.set(line.sku, { sku: line.sku, name: planned.get(line.sku)?.name ?? line.name, quantity: coerceQuantity(bought), bought });
  }
  return { lines: [...planned.values()], discontinued };
}

function quantityOf(lines: readonly Pick<SyncedLine, 'sku' | 'quantity'>[], sku: string): number {
  return lines.reduce((sum, line) => (line.sku === sku ? sum + line.quantity : sum), 0);
}

/**
 * Each sku of the plan judged against the cart before buying again and the cart the backend synced
 * after it (ORD-12): a sku the sync dropped is not sold in this storefront, one it calls out of stock
 * is not bought, one it cut (`adjusted_quantity`) or the spinner capped came in with less.
 */
export function buyAgainOutcomes(plan: BuyAgainPlan, before: readonly SyncedLine[], after: readonly SyncedLine[]): BuyAgainOutcome[] {
  const planned = plan.lines.map((line): BuyAgainOutcome => {
    const { sku, name } = line;
    const synced = after.filter((item) => item.sku === sku);
    if (synced.length === 0) return { kind: 'missed', sku, name, why: 'not-sold-here' };
    if (synced.some((item) => item.stock_status === 'out-of-stock')) return { kind: 'missed', sku, name, why: 'out-of-stock' };
    const quantity = Math.min(line.quantity, Math.max(0, quantityOf(after, sku) - quantityOf(before, sku)));
    if (quantity >= line.bought) return { kind: 'added', sku, name, quantity };
    const why = synced.some((item) => item.adjusted_quantity != null) ? 'stock' : 'quantity-limit';
    return { kind: 'capped', sku, name, quantity, bought: line.bought, why };
  });
  const gone = plan.discontinued.map(({ sku, name }): BuyAgainOutcome => ({ kind: 'missed', sku, name, why: 'no-longer-sold' }));
  return [...planned, ...gone];
}

/**
 * The cart changes that take an out-of-stock sku back out after buying again: a line it added is
 * removed (quantity 0), a line it added to goes back to its quantity before; other lines are left.
 */
export function takeBackOutOfStock(
  outcomes: readonly BuyAgainOutcome[],
  before: readonly SyncedLine[],
  after: readonly SyncedLine[],
): { uuid: string; quantity: number }[] {
  const skus = new Set(outcomes.flatMap((outcome) => (outcome.kind === 'missed' && outcome.why === 'out-of-stock' ? [outcome.sku] : [])));
  return after.flatMap((item) => {
    if (!skus.has(item.sku) || item.uuid === undefined) return [];
    const earlier = before.find((line) => line.uuid === item.uuid);
    if (earlier?.quantity === item.quantity) return [];
    return [{ uuid: item.uuid, quantity: earlier?.quantity ?? 0 }];
  });
}
