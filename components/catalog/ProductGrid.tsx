import { useTranslations } from 'next-intl';
import { ProductCards } from '@/components/catalog/ProductCards';
import type { ProductListing } from '@/lib/api/types';
import { productCardView } from '@/lib/product-card';

export const PRODUCT_GRID_ANCHOR = 'products';

export function ProductGrid({ products }: { products: ProductListing[] }) {
  const t = useTranslations('catalog');
  if (products.length === 0) return <p className="empty-state">{t('noProducts')}</p>;
  return (
    <ul className="product-grid" id={PRODUCT_GRID_ANCHOR}>
      <ProductCards cards={products.map(productCardView)} />
    </ul>
  );
}
