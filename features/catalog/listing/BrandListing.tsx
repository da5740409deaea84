import type { Metadata } from 'next';
import { CategoryTiles } from '@/features/catalog/CategoryTiles';
import { listingMetadata, ListingPage, readListing, type ListingParams } from '@/features/catalog/listing-page';
import { fetchBrandPage } from '@/platform/api/calls/catalog';
import { everyStorefrontUrls, storefrontUrl } from '@/features/seo';

/** A brand listing as both its routes see it: the plain first page and page N. */
export interface BrandListingParams extends ListingParams {
  slug: string;
}

function load(params: BrandListingParams) {
  return readListing(params, 'brand', (storefront, { page }, limit) => fetchBrandPage(storefront, decodeURIComponent(params.slug), { page, limit }));
}

export async function brandMetadata(params: BrandListingParams): Promise<Metadata> {
  const { storefront, data } = await load(params);
  const { brand } = data;
  // Brand slugs are the same in every storefront; the backend's slug names the canonical.
  const href = { pathname: '/brand/[slug]', params: { slug: brand.slug } } as const;
  return listingMetadata(storefront, params.view, {
    name: brand.name,
    description: brand.description,
    fallback: 'brandDescription',
    canonical: (page) => storefrontUrl(storefront.code, href, page),
    alternates: () => everyStorefrontUrls(href),
  });
}

export async function BrandListing(params: BrandListingParams) {
  const { storefront, data } = await load(params);
  const { brand, models, products, total } = data;
  return (
    <ListingPage
      storefront={storefront}
      view={params.view}
      self={{ label: brand.name, href: { pathname: '/brand/[slug]', params: { slug: params.slug } } }}
      products={products}
      total={total}
      listId={`brand:${brand.slug}`}
    >
      {() => (
        <>
          <h1>{brand.name}</h1>
          {brand.description && <p className="lead">{brand.description}</p>}
          <CategoryTiles categories={models} />
        </>
      )}
    </ListingPage>
  );
}
