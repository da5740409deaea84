import { useTranslations } from 'next-intl';
import { Price } from '@/platform/money/Price';
import type { PriceTier } from '@/platform/api/types';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** Volume prices; a single tier needs no table. */
export function TierTable({ tiers, vat, storefront }: { tiers: PriceTier[]; vat: number; storefront: Storefront }) {
  const t = useTranslations('product');
  if (tiers.length <= 1) return null;
  return (
    <table className="tier-table">
      <caption>{t('tierCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tierQuantity')}</th>
          <th scope="col">{t('tierUnitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.q}>
            <td>{t('tierFrom', { quantity: tier.q })}</td>
            <td>
              <Price amount={tier.p} vat={vat} storefront={storefront} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
