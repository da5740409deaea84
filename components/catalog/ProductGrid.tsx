import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/ProductCard';
import type { ProductListing } from '@/lib/api/types';
import type { Storefront } from '@/lib/storefronts';

export const PRODUCT_GRID_ANCHOR = 'products';

export function ProductGrid({ products, storefront }: { products: ProductListing[]; storefront: Storefront }) {
  const t = useTranslations('catalog');
  if (products.length === 0) return <p className="empty-state">{t('noProducts')}</p>;
  return (
    <ul className="product-grid" id={PRODUCT_GRID_ANCHOR}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} storefront={storefront} />
        </li>
      ))}
    </ul>
  );
}
