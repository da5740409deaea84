import type { CheckoutTotals } from '@/platform/api/types';
import { netFromGross } from '@/platform/money/money';

/** One row of the order summary, in minor units; `negative` rows are shown with a minus. */
export interface SummaryRow {
  key: 'subtotal' | 'discount' | 'shipping' | 'totalExclVat' | 'vat' | 'total';
  amount: number;
  negative?: boolean;
  /** Shipping that costs nothing is said in words, not as 0. */
  free?: boolean;
}

/**
 * The summary's rows following the VAT display (docs/product/cart.md, CART-22). Including VAT: subtotal,
 * discount, shipping, total and the VAT within it. Excluding VAT (a company): the same amounts net,
 * then VAT and the total charged, which always includes VAT. The net rows are derived so that they
 * add up to total minus VAT to the minor unit, whatever rounding the parts had.
 */
export function summaryRows(totals: CheckoutTotals, vatPercent: number, includeVat: boolean, hasShippingMethod: boolean): SummaryRow[] {
  const shippingRow = (amount: number): SummaryRow[] => (hasShippingMethod ? [{ key: 'shipping', amount, free: totals.shipping === 0 }] : []);
  const discountRow = (amount: number): SummaryRow[] => (totals.discount > 0 ? [{ key: 'discount', amount, negative: true }] : []);
  if (includeVat) {
    return [
      { key: 'subtotal', amount: totals.subtotal },
      ...discountRow(totals.discount),
      ...shippingRow(totals.shipping),
      { key: 'total', amount: totals.total },
      { key: 'vat', amount: totals.vat },
    ];
  }
  const totalNet = totals.total - totals.vat;
  const shippingNet = netFromGross(totals.shipping, vatPercent);
  const discountNet = netFromGross(totals.discount, vatPercent);
  return [
    { key: 'subtotal', amount: totalNet - shippingNet + discountNet },
    ...discountRow(discountNet),
    ...shippingRow(shippingNet),
    { key: 'totalExclVat', amount: totalNet },
    { key: 'vat', amount: totals.vat },
    { key: 'total', amount: totals.total },
  ];
}
