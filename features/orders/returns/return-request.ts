import * as z from 'zod/mini';
import type { ReturnRequest } from '@/platform/api/calls/orders';
import { RETURN_REASONS } from '@/platform/api/vocabulary';
import type { OrderLine } from '@/platform/api/types';
import { returnableQuantity } from '@/features/orders/returns/return-window';

/**
 * The return form as the customer filled it in, checked against the order before anything is sent:
 * a quantity per line between 0 and what is left to return, at least one item, and a reason.
 */
export type ReturnFormProblem = 'reason' | 'noItems' | 'tooMany';

/** The order as far as the form needs it: its lines, what was bought and what is already returned. */
type ReturnableOrder = { lines: readonly Pick<OrderLine, 'sku' | 'quantity' | 'returned_quantity'>[] };

export interface ReturnFormValues {
  reason: string;
  /** Quantity per sku, as typed or chosen. */
  quantities: Record<string, string>;
}

/** The form field that carries a line's quantity. */
export function quantityFieldName(sku: string): string {
  return `quantity:${sku}`;
}

export function returnFormValues(form: { get(name: string): unknown }, order: ReturnableOrder): ReturnFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    reason: text(form.get('reason')),
    quantities: Object.fromEntries(order.lines.map((line) => [line.sku, text(form.get(quantityFieldName(line.sku))) || '0'])),
  };
}

const quantitySchema = z.coerce.number().check(z.int(), z.gte(0));
const reasonSchema = z.enum(RETURN_REASONS);

export function returnRequestFrom(
  order: ReturnableOrder,
  values: ReturnFormValues,
): { ok: true; request: ReturnRequest } | { ok: false; problem: ReturnFormProblem } {
  const lines: ReturnRequest['lines'] = [];
  for (const line of order.lines) {
    const quantity = quantitySchema.safeParse(values.quantities[line.sku] ?? '0');
    if (!quantity.success || quantity.data > returnableQuantity(line)) return { ok: false, problem: 'tooMany' };
    if (quantity.data > 0) lines.push({ sku: line.sku, quantity: quantity.data });
  }
  if (lines.length === 0) return { ok: false, problem: 'noItems' };
  const reason = reasonSchema.safeParse(values.reason);
  if (!reason.success) return { ok: false, problem: 'reason' };
  return { ok: true, request: { lines, reason: reason.data } };
}
