import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { fetchBrandPage } from '@/lib/api/calls/catalog';
import { readExistingView } from '@/lib/api/listing-read';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromLocale } from '@/lib/i18n/storefront-param';
import type { ListingView } from '@/lib/listing-view';
import { PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { everyStorefrontUrls, storefrontUrl } from '@/lib/seo/site-urls';
import { metaDescription } from '@/lib/seo/text';

/** A brand listing as both its routes see it: the plain first page and page N. */
export interface BrandListingParams {
  locale: string;
  slug: string;
  view: ListingView;
}

async function load({ locale, slug, view }: BrandListingParams) {
  const storefront = storefrontFromLocale(locale);
  const data = await readExistingView(
    view,
    ({ page }) => fetchBrandPage(storefront.code, decodeURIComponent(slug), { page, limit: PRODUCTS_PER_PAGE }),
    'brand',
  );
  if (!data) notFound();
  return { storefront, ...data };
}

export async function brandMetadata(params: BrandListingParams): Promise<Metadata> {
  const { page } = params.view;
  const { storefront, brand } = await load(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  const title = page > 1 ? t('pagedTitle', { title: brand.name, page }) : brand.name;
  const description = metaDescription(brand.description) || t('brandDescription', { name: brand.name, shop: storefront.brand });
  // Brand slugs are the same in every storefront; the backend's slug names the canonical.
  const href = { pathname: '/brand/[slug]', params: { slug: brand.slug } } as const;
  return pageMetadata({
    title,
    description,
    canonical: storefrontUrl(storefront.code, href, page),
    // Page N holds different products in each storefront (assortments differ): only page 1 has counterparts.
    alternates: page === 1 ? everyStorefrontUrls(href) : undefined,
  });
}

export async function BrandListing(params: BrandListingParams) {
  const { slug, view } = params;
  const { storefront, brand, models, products, total } = await load(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const href = { pathname: '/brand/[slug]' as const, params: { slug } };
  const crumbs = [{ label: t('home'), href: '/' as const }, { label: brand.name, href }];
  const basePath = getPathname({ locale: storefront.code, href });
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbs} />
      <Listing
        products={products}
        total={total}
        page={view.page}
        basePath={basePath}
        list={{ id: `brand:${brand.slug}`, name: brand.name }}
        visit={{ label: brand.name, path: basePath }}
      >
        <h1>{brand.name}</h1>
        {brand.description && <p className="lead">{brand.description}</p>}
        <CategoryTiles categories={models} />
      </Listing>
    </>
  );
}
