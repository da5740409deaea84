import { CART_LINK_SKU_PATTERN, QUANTITY_MAX } from '@/features/cart';

/**
 * What a buyer types or pastes into quick order (docs/product/quick-order.md, QO-2 and QO-3): one
 * line per row, the sku first and the quantity after it, separated the way Nordic and Dutch
 * spreadsheets export them (tab, semicolon, comma) or by spaces as typed. The text is the buyer's
 * own, or a file of anyone's: reading it never throws, and no line is read past QUICK_ORDER_MAX_LINES.
 */

export const QUICK_ORDER_MAX_LINES = 500;
/** As much of a row as is kept to show beside its reason: a row longer than a sku and a quantity is not one to read anyway. */
const SHOWN_ROW_LENGTH = 120;

export type LineProblem = 'bad-sku' | 'bad-quantity' | 'over-limit';

export interface OrderLine {
  /** The row of the text it came from, from 1: blank rows and the header row count, so the buyer finds it. */
  row: number;
  sku: string;
  /** Null where the row's quantity could not be read (`problem` says why). */
  quantity: number | null;
  problem: LineProblem | null;
}

export interface ReadOrderLines {
  lines: OrderLine[];
  /** Rows with something on them past the first QUICK_ORDER_MAX_LINES, left unread. */
  leftOut: number;
}

/** Spaces a spreadsheet or a locale writes inside a number: space, no-break, narrow no-break, thin, and the apostrophe. */
const GROUPING_SPACES = /[ \u00a0\u202f\u2009']/g;
/** A unit after the number, as exports and buyers write it: "2 st", "2 stk", "2 kpl", "2 pcs", "2 stuks". */
const UNIT = /\s*(?:st|stk|stck|kpl|pcs|pc|stuks|x)\.?$/i;
const DIGITS = /^\d+$/;
/** "1.000" or "1,000,000": groups of three after the first. */
const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;
/** "2,0" or "2.00": a whole number a spreadsheet wrote as a decimal. */
const WHOLE_DECIMAL = /^(\d+)[.,]0+$/;

/**
 * A quantity cell as a whole number of pieces, or why it is not one. "1 000", "1.000" and "1,000"
 * are a thousand (no quantity has three decimals), "2,0" is two, "2,5" is no quantity: the shop
 * never rounds what the buyer asked for.
 */
export function readQuantity(cell: string): { quantity: number } | { problem: 'bad-quantity' | 'over-limit' } {
  const text = cell.trim().replace(UNIT, '').replace(GROUPING_SPACES, '');
  let digits: string | null = null;
  if (DIGITS.test(text)) digits = text;
  else if (GROUPED.test(text)) digits = text.replace(/[.,]/g, '');
  else digits = WHOLE_DECIMAL.exec(text)?.[1] ?? null;
  if (digits === null) return { problem: 'bad-quantity' };
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return { problem: 'bad-quantity' };
  if (significant.length > String(QUANTITY_MAX).length) return { problem: 'over-limit' };
  const quantity = Number(significant);
  return quantity > QUANTITY_MAX ? { problem: 'over-limit' } : { quantity };
}

/**
 * A row's cells: by tab where it has one, else by semicolon, else by comma, each honouring CSV
 * quotes ("TDS10001";"1 000", a doubled quote inside); a row with none of them splits on spaces, the
 * sku first and the rest the quantity ("TDS10001 1 000").
 */
export function rowCells(row: string): string[] {
  const separator = ['\t', ';', ','].find((candidate) => row.includes(candidate));
  if (separator === undefined) {
    const [sku = '', ...rest] = row.trim().split(/\s+/);
    return rest.length === 0 ? [sku] : [sku, rest.join(' ')];
  }
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const char = row[i];
    if (quoted) {
      if (char === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells.filter((text) => text !== '');
}

/** A first row that names the columns ("SKU;Antal", "Artikelnummer<tab>Aantal"): no cell of it has a digit. */
function isHeader(cells: readonly string[]): boolean {
  return cells.length > 0 && cells.every((cell) => !/\d/.test(cell));
}

function readRow(cells: readonly string[], row: number): OrderLine {
  const [skuCell = '', quantityCell] = cells;
  const sku = skuCell.slice(0, SHOWN_ROW_LENGTH);
  if (!CART_LINK_SKU_PATTERN.test(sku)) return { row, sku, quantity: null, problem: 'bad-sku' };
  // A sku alone is one piece: what a buyer typing a list of skus means.
  if (quantityCell === undefined) return { row, sku: sku.toUpperCase(), quantity: 1, problem: null };
  const read = readQuantity(quantityCell);
  if ('problem' in read) return { row, sku: sku.toUpperCase(), quantity: null, problem: read.problem };
  return { row, sku: sku.toUpperCase(), quantity: read.quantity, problem: null };
}

/** Every order line of a pasted text or a read file, in the order of its rows. */
export function readOrderLines(text: string): ReadOrderLines {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: OrderLine[] = [];
  let leftOut = 0;
  let first = true;
  for (const [index, row] of rows.entries()) {
    if (row.trim() === '') continue;
    if (lines.length === QUICK_ORDER_MAX_LINES) {
      leftOut++;
      continue;
    }
    const cells = rowCells(row);
    if (first && isHeader(cells)) {
      first = false;
      continue;
    }
    first = false;
    lines.push(readRow(cells, index + 1));
  }
  return { lines, leftOut };
}
