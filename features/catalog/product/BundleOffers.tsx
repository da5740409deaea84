import { useTranslations } from 'next-intl';
import { AddBundleButton, bundleLines } from '@/features/cart';
import type { Product } from '@/platform/api/types';
import { Price } from '@/platform/money/Price';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The bundles the backend sells this product in (docs/product/cart.md, CART-29): what each holds,
 * what its lines cost together now, and one button that adds them all. A bundle that cannot be
 * bought as offered is not shown.
 */
export function BundleOffers({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  const offers = product.bundles.flatMap((bundle) => {
    const lines = bundleLines(product, bundle);
    return lines ? [{ id: bundle.id, lines }] : [];
  });
  if (offers.length === 0) return null;
  return (
    <section className="bundle-offers" aria-labelledby="bundle-offers-title">
      <h2 id="bundle-offers-title">{t('bundle')}</h2>
      {offers.map(({ id, lines }) => (
        <div key={id} className="bundle-offer" data-bundle-id={id}>
          <ul>
            {lines.map((line) => (
              <li key={line.sku}>{line.name}</li>
            ))}
          </ul>
          <p>
            {t('bundleTotal')} <Price amount={lines.reduce((sum, line) => sum + line.price, 0)} vat={product.vat} storefront={storefront} />
          </p>
          <AddBundleButton lines={lines} />
        </div>
      ))}
    </section>
  );
}
