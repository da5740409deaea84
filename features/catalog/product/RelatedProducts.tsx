import { useTranslations } from 'next-intl';
import { relatedLine } from '@/features/cart';
import { OfferedProduct } from '@/features/catalog/product/OfferedProduct';
import type { Product } from '@/platform/api/types';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The products the backend relates to this one (docs/product/cart.md, CART-28); an add marks its line `related_id`. */
export function RelatedProducts({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  if (product.related.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-products-title">
      <h2 id="related-products-title">{t('related')}</h2>
      <ul className="upselling-list">
        {product.related.map((other) => (
          <OfferedProduct key={other.id} offered={other} line={relatedLine(other, product.id)} storefront={storefront} />
        ))}
      </ul>
    </section>
  );
}
