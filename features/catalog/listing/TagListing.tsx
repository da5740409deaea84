import type { Metadata } from 'next';
import { listingMetadata, ListingPage, readListing, type ListingParams } from '@/features/catalog/listing-page';
import { fetchTagPage } from '@/platform/api/calls/catalog';
import { storefrontUrl, tagAlternateUrls } from '@/features/seo';

/** A tag listing as both its routes see it: the plain first page and page N. */
export interface TagListingParams extends ListingParams {
  slug: string;
}

function load(params: TagListingParams) {
  return readListing(params, 'tag', (storefront, { page }, limit) => fetchTagPage(storefront, decodeURIComponent(params.slug), { page, limit }));
}

export async function tagMetadata(params: TagListingParams): Promise<Metadata> {
  const { storefront, data } = await load(params);
  const { tag } = data;
  return listingMetadata(storefront, params.view, {
    name: tag.name,
    description: tag.description,
    fallback: 'tagDescription',
    // The backend answers with the storefront's own slug, which may differ from the one requested.
    canonical: (page) => storefrontUrl(storefront.code, { pathname: '/tag/[slug]', params: { slug: tag.slug } }, page),
    alternates: (canonical) => tagAlternateUrls(storefront.code, tag.slug, canonical),
  });
}

export async function TagListing(params: TagListingParams) {
  const { storefront, data } = await load(params);
  const { tag, products, total } = data;
  return (
    <ListingPage
      storefront={storefront}
      view={params.view}
      self={{ label: tag.name, href: { pathname: '/tag/[slug]', params: { slug: params.slug } } }}
      products={products}
      total={total}
      listId={`tag:${tag.slug}`}
    >
      {() => (
        <>
          <h1>{tag.name}</h1>
          {tag.description && <p className="lead">{tag.description}</p>}
        </>
      )}
    </ListingPage>
  );
}
