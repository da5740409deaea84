import { useTranslations } from 'next-intl';
import { ProductCards } from '@/features/catalog/ProductCards';
import type { ProductListing } from '@/platform/api/types';
import { productCardView } from '@/features/catalog/product-card';
import type { ProductList } from '@/features/tracking';

export const PRODUCT_GRID_ANCHOR = 'products';
/** The first row of the grid on a desktop (six columns); three rows on a phone. */
const FIRST_ROW = 6;

interface ProductGridProps {
  products: ProductListing[];
  /** The grid is what a listing page opens with: its first row's images load at once. */
  leadsPage?: boolean;
  /** A listing's own products, seen as a list by e-commerce tracking. */
  list?: ProductList;
}

export function ProductGrid({ products, leadsPage = false, list }: ProductGridProps) {
  const t = useTranslations('catalog');
  if (products.length === 0) return <p className="empty-state">{t('noProducts')}</p>;
  return (
    <ul className="product-grid" id={PRODUCT_GRID_ANCHOR}>
      <ProductCards cards={products.map(productCardView)} eagerImages={leadsPage ? FIRST_ROW : 0} list={list} />
    </ul>
  );
}
