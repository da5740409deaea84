import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Pagination } from '@/features/catalog/Pagination';
import { ProductGrid } from '@/features/catalog/ProductGrid';
import { RememberVisit } from '@/features/catalog/RememberVisit';
import type { ProductListing } from '@/platform/api/types';
import type { BreadcrumbEntry } from '@/features/catalog/history/history';
import type { ProductList } from '@/features/tracking';

interface ListingProps {
  products: ProductListing[];
  total: number;
  page: number;
  basePath: string;
  /** The list as e-commerce tracking names it (GA4 item_list_id and item_list_name). */
  list: ProductList;
  query?: Record<string, string>;
  /** What the breadcrumb history records of this listing. */
  visit: BreadcrumbEntry;
  children?: ReactNode;
}

/** A page of products with its count and paging: brand, tag, category and search results. */
export function Listing({ products, total, page, basePath, list, query, visit, children }: ListingProps) {
  const t = useTranslations('catalog');
  return (
    <>
      {children}
      <p className="result-count" role="status">
        {t('productCount', { count: total })}
      </p>
      {/* Product names are h3: the listing needs its own h2 under the page's h1. */}
      <h2 className="visually-hidden">{t('productsHeading')}</h2>
      <ProductGrid products={products} leadsPage list={list} />
      <Pagination total={total} page={page} basePath={basePath} query={query} />
      <RememberVisit entry={visit} />
    </>
  );
}
