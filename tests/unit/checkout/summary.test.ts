import { describe, expect, it } from 'vitest';
import type { CheckoutTotals } from '@/platform/api/types';
import { summaryRows, type SummaryRow } from '@/features/checkout/summary';
import { netFromGross } from '@/platform/money/money';

/** Totals as the backend gives them, VAT included: total = subtotal - discount + shipping. */
const totals = (subtotal: number, discount: number, shipping: number, vat: number): CheckoutTotals => ({
  subtotal,
  discount,
  shipping,
  vat,
  total: subtotal - discount + shipping,
});

const keys = (rows: SummaryRow[]) => rows.map((row) => row.key);
const amountOf = (rows: SummaryRow[], key: SummaryRow['key']) => rows.find((row) => row.key === key)?.amount ?? 0;

describe('summaryRows including VAT: the amounts as the backend gave them', () => {
  it.each<[string, CheckoutTotals, boolean, SummaryRow['key'][]]>([
    ['discount and a shipping method', totals(142_700, 14_300, 4900, 26_660), true, ['subtotal', 'discount', 'shipping', 'total', 'vat']],
    ['no discount', totals(142_700, 0, 4900, 29_520), true, ['subtotal', 'shipping', 'total', 'vat']],
    ['no shipping method yet', totals(142_700, 14_300, 0, 25_680), false, ['subtotal', 'discount', 'total', 'vat']],
    ['neither', totals(142_700, 0, 0, 28_540), false, ['subtotal', 'total', 'vat']],
  ])('%s: rows in order', (_, given, hasShippingMethod, expected) => {
    expect(keys(summaryRows(given, 25, true, hasShippingMethod))).toEqual(expected);
  });

  it('passes every amount through, the discount as a negative row', () => {
    expect(summaryRows(totals(142_700, 14_300, 4900, 26_660), 25, true, true)).toEqual([
      { key: 'subtotal', amount: 142_700 },
      { key: 'discount', amount: 14_300, negative: true },
      { key: 'shipping', amount: 4900, free: false },
      { key: 'total', amount: 133_300 },
      { key: 'vat', amount: 26_660 },
    ]);
  });

  it.each([
    [0, true],
    [4900, false],
    [1, false],
  ])('shipping of %i is free: %s', (shipping, free) => {
    const shippingRow = summaryRows(totals(142_700, 0, shipping, 0), 25, true, true).find((row) => row.key === 'shipping');
    expect(shippingRow).toEqual({ key: 'shipping', amount: shipping, free });
  });
});

/*
 * Excluding VAT the net rows must add up exactly: subtotal - discount + shipping = total excl. VAT and
 * total excl. VAT + VAT = total. Shipping and discount are netFromGross of their gross amounts; the
 * subtotal takes up whatever rounding is left, so it can differ by a minor unit from netFromGross of
 * the gross subtotal (marked "awkward" below, where netting each part on its own would not add up).
 */
const EXCL_VAT_CASES: [string, number, CheckoutTotals, SummaryRow[]][] = [
  [
    'sv 1 427 kr + 49 kr shipping',
    25,
    totals(142_700, 0, 4900, 29_520),
    [
      { key: 'subtotal', amount: 114_160 },
      { key: 'shipping', amount: 3920, free: false },
      { key: 'totalExclVat', amount: 118_080 },
      { key: 'vat', amount: 29_520 },
      { key: 'total', amount: 147_600 },
    ],
  ],
  [
    'sv 1 427 kr - 143 kr + 49 kr',
    25,
    totals(142_700, 14_300, 4900, 26_660),
    [
      { key: 'subtotal', amount: 114_160 },
      { key: 'discount', amount: 11_440, negative: true },
      { key: 'shipping', amount: 3920, free: false },
      { key: 'totalExclVat', amount: 106_640 },
      { key: 'vat', amount: 26_660 },
      { key: 'total', amount: 133_300 },
    ],
  ],
  [
    'sv, VAT summed per line one öre above VAT of the total (awkward)',
    25,
    totals(142_700, 14_300, 4900, 26_661),
    [
      { key: 'subtotal', amount: 114_159 },
      { key: 'discount', amount: 11_440, negative: true },
      { key: 'shipping', amount: 3920, free: false },
      { key: 'totalExclVat', amount: 106_639 },
      { key: 'vat', amount: 26_661 },
      { key: 'total', amount: 133_300 },
    ],
  ],
  [
    'sv free shipping',
    25,
    totals(142_700, 0, 0, 28_540),
    [
      { key: 'subtotal', amount: 114_160 },
      { key: 'shipping', amount: 0, free: true },
      { key: 'totalExclVat', amount: 114_160 },
      { key: 'vat', amount: 28_540 },
      { key: 'total', amount: 142_700 },
    ],
  ],
  [
    'fi 129,99 € - 13,00 € + 6,90 €',
    25.5,
    totals(12_999, 1300, 690, 2517),
    [
      { key: 'subtotal', amount: 10_358 },
      { key: 'discount', amount: 1036, negative: true },
      { key: 'shipping', amount: 550, free: false },
      { key: 'totalExclVat', amount: 9872 },
      { key: 'vat', amount: 2517 },
      { key: 'total', amount: 12_389 },
    ],
  ],
  [
    'fi 49,99 € - 5,00 € + 5,95 €',
    25.5,
    totals(4999, 500, 595, 1035),
    [
      { key: 'subtotal', amount: 3983 },
      { key: 'discount', amount: 398, negative: true },
      { key: 'shipping', amount: 474, free: false },
      { key: 'totalExclVat', amount: 4059 },
      { key: 'vat', amount: 1035 },
      { key: 'total', amount: 5094 },
    ],
  ],
  [
    'fi 10,01 € - 1,23 € + 6,90 € (awkward)',
    25.5,
    totals(1001, 123, 690, 319),
    [
      { key: 'subtotal', amount: 797 },
      { key: 'discount', amount: 98, negative: true },
      { key: 'shipping', amount: 550, free: false },
      { key: 'totalExclVat', amount: 1249 },
      { key: 'vat', amount: 319 },
      { key: 'total', amount: 1568 },
    ],
  ],
  [
    'nl € 24,95 - € 2,50 + € 4,95',
    21,
    totals(2495, 250, 495, 476),
    [
      { key: 'subtotal', amount: 2062 },
      { key: 'discount', amount: 207, negative: true },
      { key: 'shipping', amount: 409, free: false },
      { key: 'totalExclVat', amount: 2264 },
      { key: 'vat', amount: 476 },
      { key: 'total', amount: 2740 },
    ],
  ],
  [
    'nl € 100,01 + € 6,95 (awkward)',
    21,
    totals(10_001, 0, 695, 1856),
    [
      { key: 'subtotal', amount: 8266 },
      { key: 'shipping', amount: 574, free: false },
      { key: 'totalExclVat', amount: 8840 },
      { key: 'vat', amount: 1856 },
      { key: 'total', amount: 10_696 },
    ],
  ],
  [
    'nl € 10,01 - € 1,23 + € 4,95 (awkward)',
    21,
    totals(1001, 123, 495, 238),
    [
      { key: 'subtotal', amount: 828 },
      { key: 'discount', amount: 102, negative: true },
      { key: 'shipping', amount: 409, free: false },
      { key: 'totalExclVat', amount: 1135 },
      { key: 'vat', amount: 238 },
      { key: 'total', amount: 1373 },
    ],
  ],
];

describe('summaryRows excluding VAT: net rows, then VAT and the total charged', () => {
  it.each(EXCL_VAT_CASES)('%s at %d %%', (_, vatPercent, given, expected) => {
    expect(summaryRows(given, vatPercent, false, true)).toEqual(expected);
  });

  it.each(EXCL_VAT_CASES)('%s at %d %%: the rows add up to the minor unit', (_, vatPercent, given) => {
    const rows = summaryRows(given, vatPercent, false, true);
    const totalExclVat = amountOf(rows, 'totalExclVat');
    expect(amountOf(rows, 'subtotal') - amountOf(rows, 'discount') + amountOf(rows, 'shipping')).toBe(totalExclVat);
    expect(totalExclVat + amountOf(rows, 'vat')).toBe(amountOf(rows, 'total'));
    expect(amountOf(rows, 'total')).toBe(given.total);
    expect(amountOf(rows, 'shipping')).toBe(netFromGross(given.shipping, vatPercent));
    expect(amountOf(rows, 'discount')).toBe(netFromGross(given.discount, vatPercent));
    expect(Math.abs(amountOf(rows, 'subtotal') - netFromGross(given.subtotal, vatPercent))).toBeLessThanOrEqual(1);
  });

  it.each(EXCL_VAT_CASES.filter(([name]) => name.includes('awkward')))('%s: netting each part on its own would be a minor unit off', (_, vatPercent, given) => {
    const eachNetted = netFromGross(given.subtotal, vatPercent) - netFromGross(given.discount, vatPercent) + netFromGross(given.shipping, vatPercent);
    expect(eachNetted).not.toBe(given.total - given.vat);
  });

  it('no shipping method yet: no shipping row, the rest still in order', () => {
    expect(keys(summaryRows(totals(142_700, 14_300, 0, 25_680), 25, false, false))).toEqual(['subtotal', 'discount', 'totalExclVat', 'vat', 'total']);
  });
});
