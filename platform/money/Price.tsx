import { formatMoney, netFromGross } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';

interface PriceProps {
  /** Gross amount (VAT included) in minor units. */
  amount: number;
  vat: number;
  storefront: Storefront;
  className?: string;
}

/**
 * Both the VAT-included and the VAT-excluded amount are in the markup; `html[data-vat]` decides
 * which one shows, so cached pages serve every visitor and switching never shifts the layout.
 */
export function Price({ amount, vat, storefront, className }: PriceProps) {
  const gross = formatMoney(amount, storefront);
  if (!storefront.allowExVAT) {
    return <span className={className}>{gross}</span>;
  }
  const net = formatMoney(netFromGross(amount, vat), storefront);
  return (
    <span className={`price ${className ?? ''}`}>
      <span className="price__incl">{gross}</span>
      <span className="price__excl">{net}</span>
    </span>
  );
}
