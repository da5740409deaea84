import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/features/catalog/Breadcrumbs';
import { Listing } from '@/features/catalog/Listing';
import { BreadcrumbJsonLd, metaDescription, pageMetadata } from '@/features/seo';
import { readExistingView } from '@/features/catalog/listing/listing-read';
import type { ApiResult } from '@/platform/api/result';
import type { ProductListing } from '@/platform/api/types';
import type { BreadcrumbEntry } from '@/features/catalog/history/history';
import { getPathname } from '@/platform/i18n/navigation';
import { storefrontFromLocale } from '@/platform/i18n/storefront-param';
import type { ListingView } from '@/features/catalog/listing/listing-view';
import { PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import type { Href, LinkedCrumb, StorefrontUrls } from '@/features/seo';
import type { Storefront, StorefrontCode } from '@/platform/storefronts/storefronts';

/*
 * What the category, brand and tag listings share, from the backend read to the page: each listing's
 * module says only what is its own (what it reads, its names, its canonical, what shows above the
 * products).
 */

/** What both routes of a listing give it: the plain first page, and the view route for every other view. */
export interface ListingParams {
  locale: string;
  view: ListingView;
}

interface ListingAnswer {
  total: number;
  phone_models?: readonly { slug: string }[];
}

/** One view of a listing in the storefront of `locale`; a listing or view that does not exist is the not-found page. */
export async function readListing<T extends ListingAnswer>(
  { locale, view }: ListingParams,
  what: 'category' | 'brand' | 'tag',
  read: (storefront: StorefrontCode, view: ListingView, limit: number) => Promise<ApiResult<T>>,
): Promise<{ storefront: Storefront; data: T }> {
  const storefront = storefrontFromLocale(locale);
  const data = await readExistingView(view, (asked) => read(storefront.code, asked, PRODUCTS_PER_PAGE), what);
  if (!data) notFound();
  return { storefront, data };
}

export interface ListingSeo {
  name: string;
  /** The backend's description (HTML), when the listing has one. */
  description?: string | null;
  /** The shop's own description when the backend has none. */
  fallback: 'categoryDescription' | 'brandDescription' | 'tagDescription';
  canonical(page: number): string;
  /** The same listing in the other storefronts, asked for page 1 only. */
  alternates(canonical: string): Promise<StorefrontUrls> | StorefrontUrls;
}

export async function listingMetadata(storefront: Storefront, view: ListingView, listing: ListingSeo): Promise<Metadata> {
  const { page, phoneModel } = view;
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  const title = page > 1 ? t('pagedTitle', { title: listing.name, page }) : listing.name;
  const description = (listing.description ? metaDescription(listing.description) : '') || t(listing.fallback, { name: listing.name, shop: storefront.brand });
  // A phone-model filter only narrows the listing: it is not indexed.
  if (phoneModel) return pageMetadata({ title, description, indexable: false });
  const canonical = listing.canonical(page);
  // Page N holds different products in each storefront (assortments differ): only page 1 has counterparts.
  const alternates = page === 1 ? await listing.alternates(canonical) : undefined;
  return pageMetadata({ title, description, canonical, alternates });
}

export interface ListingPageProps {
  storefront: Storefront;
  view: ListingView;
  /** The listing itself, as the last crumb, and the address its pages and filters build on. */
  self: { label: string; href: Href };
  /** The crumbs between home and the listing. */
  trail?: LinkedCrumb[];
  variant?: 'default' | 'deal';
  products: ProductListing[];
  total: number;
  /** The list as e-commerce tracking names it. */
  listId: string;
  query?: Record<string, string>;
  /** What the breadcrumb history records; the listing's own address unless said. */
  visit?: BreadcrumbEntry;
  /** What shows above the products, given the listing's address. */
  children(basePath: string): ReactNode;
}

/** A listing page: breadcrumbs (shown and as structured data), then the products with their count and paging. */
export async function ListingPage({ storefront, view, self, trail = [], variant, products, total, listId, query, visit, children }: ListingPageProps) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const crumbs = [{ label: t('home'), href: '/' as const }, ...trail, self];
  const basePath = getPathname({ locale: storefront.code, href: self.href });
  return (
    <>
      <Breadcrumbs items={crumbs} variant={variant} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbs} />
      <Listing
        products={products}
        total={total}
        page={view.page}
        basePath={basePath}
        list={{ id: listId, name: self.label }}
        query={query}
        visit={visit ?? { label: self.label, path: basePath }}
      >
        {children(basePath)}
      </Listing>
    </>
  );
}
