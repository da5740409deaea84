import type { ReactNode } from 'react';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { displayPrice } from '@/platform/money/vat-display';

interface PlacedLineData {
  sku: string;
  name: string;
  /** The product page; null when the product is no longer sold. */
  slug: string | null;
  quantity: number;
  /** Unit price paid, VAT included, in minor units. */
  price: number;
  vat: number;
}

/**
 * One line of a placed order, on the confirmation and in the order detail alike: the product, the
 * quantity at the unit price and the line's total, with or without VAT as the order was shown.
 * `children` adds what only one of them says (sku, subscription, returned quantity).
 */
export function PlacedLine({
  line,
  storefront,
  includeVat,
  quantityText,
  children,
}: {
  line: PlacedLineData;
  storefront: Storefront;
  includeVat: boolean;
  quantityText: (quantity: number, unitPrice: string) => string;
  children?: ReactNode;
}) {
  const unit = displayPrice(line.price, line.vat, includeVat, storefront);
  return (
    <li className="summary-line" data-sku={line.sku}>
      <div className="summary-line__body">
        <p className="summary-line__name">
          {line.slug ? <Link href={{ pathname: '/product/[slug]', params: { slug: line.slug } }}>{line.name}</Link> : line.name}
        </p>
        {children}
        <p className="summary-line__meta">{quantityText(line.quantity, formatMoney(unit, storefront))}</p>
      </div>
      <p className="summary-line__price">{formatMoney(unit * line.quantity, storefront)}</p>
    </li>
  );
}
