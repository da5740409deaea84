import { useTranslations } from 'next-intl';
import { needsProductPage, crossSellingLine } from '@/features/cart';
import { OfferedProduct } from '@/features/catalog/product/OfferedProduct';
import type { Product } from '@/platform/api/types';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * What the backend offers to buy with the product (docs/product/cart.md, CART-26). A product with
 * variations is left out: it is chosen on its own page (`CAT-3`), where it would not be a cross-sell.
 */
export function CrossSelling({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  const offered = product.cross_selling.filter((other) => !needsProductPage(other));
  if (offered.length === 0) return null;
  return (
    <section className="cross-selling" aria-labelledby="cross-selling-title">
      <h2 id="cross-selling-title">{t('crossSelling')}</h2>
      <ul className="upselling-list">
        {offered.map((other) => (
          <OfferedProduct key={other.id} offered={other} line={crossSellingLine(other, product.id)} storefront={storefront} />
        ))}
      </ul>
    </section>
  );
}
