import type { CheckoutTotals } from '@/platform/api/types';
import { summaryRows } from '@/features/checkout/summary';

interface SummaryTotalsProps {
  totals: CheckoutTotals;
  vatPercent: number;
  includeVat: boolean;
  hasShippingMethod: boolean;
  codes: readonly string[];
  /** `checkout` or `confirmation`: where the amounts are, for tests that compare the two. */
  testIdPrefix: string;
  /** The `checkoutForm.summary` texts, from whichever side renders. */
  label(key: 'subtotal' | 'discount' | 'shipping' | 'totalExclVat' | 'vat' | 'vatIncluded' | 'total' | 'freeShipping' | 'codes'): string;
  money(minor: number): string;
}

/** The totals of an order, as the checkout's summary and the confirmation both show them. */
export function SummaryTotals({ totals, vatPercent, includeVat, hasShippingMethod, codes, testIdPrefix, label, money }: SummaryTotalsProps) {
  return (
    <>
      {summaryRows(totals, vatPercent, includeVat, hasShippingMethod).map((row) => (
        <div key={row.key} className={`summary-totals__${row.key}`}>
          <dt>{row.key === 'vat' && includeVat ? label('vatIncluded') : label(row.key)}</dt>
          <dd data-testid={`${testIdPrefix}-${row.key}`}>{row.free ? label('freeShipping') : `${row.negative ? '−' : ''}${money(row.amount)}`}</dd>
        </div>
      ))}
      {codes.length > 0 && (
        <div className="summary-totals__codes">
          <dt>{label('codes')}</dt>
          <dd>{codes.join(', ')}</dd>
        </div>
      )}
    </>
  );
}
