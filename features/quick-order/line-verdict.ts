import type { OrderLine, LineProblem } from '@/features/quick-order/order-lines';
import type { SkuLookup, StockStatus, Thumb } from '@/platform/api/types';
import { activeTiers, unitPriceForQuantity } from '@/platform/money/pricing';

/** How long typing rests before the lines are read and looked up (QO-5): a look-up per keystroke would be a call per keystroke. */
export const QUICK_ORDER_DEBOUNCE_MS = 300;

/** Why a line cannot go into the cart as it stands (docs/product/quick-order.md, QO-4). */
export type LineRefusal = LineProblem | 'unknown' | 'not-sold-here' | 'discontinued' | 'out-of-stock' | 'no-price' | 'unchecked';

export interface ReadyLine {
  sku: string;
  quantity: number;
  name: string;
  thumb: Thumb;
  /** The unit price of the tier the quantity reaches, VAT included, in minor units. */
  unitPrice: number;
  total: number;
  vat: number;
  stockStatus: StockStatus;
  estimatedAt: string | null;
}

export type LineVerdict = { kind: 'checking' } | { kind: 'refused'; why: LineRefusal } | ({ kind: 'ready' } & ReadyLine);

/** What the storefront answered for a sku, or that the look-up failed (the backend away, or slow). */
export type LookupAnswer = SkuLookup | 'failed';

/**
 * One line judged (QO-4): its own problem first, then the storefront's answer for its sku. A sold
 * sku is a product or one of its variations, priced by the tier its quantity reaches (CAT-4); an
 * out-of-stock one cannot be ordered now, so it stays with its reason rather than reach the cart;
 * nor can one with no price tier in force, which would otherwise reach the cart at 0.
 */
export function judgeLine(line: OrderLine, answer: LookupAnswer | undefined): LineVerdict {
  if (line.problem !== null || line.quantity === null) return { kind: 'refused', why: line.problem ?? 'bad-quantity' };
  if (answer === undefined) return { kind: 'checking' };
  if (answer === 'failed') return { kind: 'refused', why: 'unchecked' };
  if (answer.status !== 'sold' || answer.product === null) return { kind: 'refused', why: answer.status === 'sold' ? 'unknown' : answer.status };
  const { product } = answer;
  const variation = product.variations.find((candidate) => candidate.sku.toUpperCase() === line.sku);
  const sold = variation ?? product;
  if (sold.stock_status === 'out-of-stock') return { kind: 'refused', why: 'out-of-stock' };
  const unitPrice = unitPriceForQuantity(activeTiers(sold.prices), line.quantity);
  if (unitPrice === undefined) return { kind: 'refused', why: 'no-price' };
  return {
    kind: 'ready',
    sku: sold.sku,
    quantity: line.quantity,
    name: sold.name,
    thumb: product.thumb,
    unitPrice,
    total: unitPrice * line.quantity,
    vat: sold.vat,
    stockStatus: sold.stock_status,
    estimatedAt: sold.estimated_at ?? null,
  };
}

/** The skus still to look up: each once, in the order of the lines, skipping lines refused on their own and skus already answered or asked. */
export function skusToLookUp(lines: readonly OrderLine[], asked: ReadonlySet<string>): string[] {
  const skus = new Set<string>();
  for (const line of lines) if (line.problem === null && !asked.has(line.sku)) skus.add(line.sku);
  return [...skus];
}

export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/**
 * The text left once the ready lines went into the cart (QO-6): every row of the text but those,
 * blank rows dropped, so what is left to correct stays where the buyer wrote it.
 */
export function textWithout(text: string, rows: ReadonlySet<number>): string {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .filter((row, index) => !rows.has(index + 1) && row.trim() !== '')
    .join('\n');
}
