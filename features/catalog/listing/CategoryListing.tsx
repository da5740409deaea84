import type { Metadata } from 'next';
import { CategoryTiles } from '@/features/catalog/CategoryTiles';
import { listingMetadata, ListingPage, readListing, type ListingParams } from '@/features/catalog/listing-page';
import { PhoneModelFilter } from '@/features/catalog/PhoneModelFilter';
import { PhoneModelMemory } from '@/features/catalog/PhoneModelMemory';
import { FilterableByDevice } from '@/features/catalog/devices/FilterableByDevice';
import { fetchCategoryPage } from '@/platform/api/calls/catalog';
import { isDealCategory } from '@/features/catalog/deal/deal';
import { categoryPath } from '@/platform/i18n/category-path';
import { categoryAlternateUrls, categoryUrl } from '@/features/seo';

/** A category listing as both its routes see it: the plain first page and every other view. */
export interface CategoryListingParams extends ListingParams {
  path: string[];
}

function load(params: CategoryListingParams) {
  const uri = params.path.map((segment) => decodeURIComponent(segment)).join('/');
  return readListing(params, 'category', (storefront, { page, phoneModel }, limit) => fetchCategoryPage(storefront, uri, { page, limit, phoneModel }));
}

export async function categoryMetadata(params: CategoryListingParams): Promise<Metadata> {
  const { storefront, data } = await load(params);
  const { category } = data;
  return listingMetadata(storefront, params.view, {
    name: category.name,
    fallback: 'categoryDescription',
    // The uri from the backend, not the request, so every spelling of the path names one canonical.
    canonical: (page) => categoryUrl(storefront.code, category.uri, page),
    alternates: (canonical) => categoryAlternateUrls(storefront.code, category.id, canonical),
  });
}

export async function CategoryListing(params: CategoryListingParams) {
  const { path, view } = params;
  const { storefront, data } = await load(params);
  const { category, products, total, phone_models } = data;
  return (
    <ListingPage
      storefront={storefront}
      view={view}
      self={{ label: category.name, href: { pathname: '/category/[...path]', params: { path } } }}
      trail={category.hierarchy.map((node) => ({
        label: node.name,
        href: { pathname: '/category/[...path]' as const, params: { path: node.uri.split('/') } },
      }))}
      variant={isDealCategory(storefront.dealCategoryUri, category.uri) ? 'deal' : 'default'}
      products={products}
      total={total}
      listId={`category:${category.uri}`}
      query={view.phoneModel ? { phone_model: view.phoneModel } : {}}
      // The backend's uri, as the product page names its trails' categories, whatever spelling was requested.
      visit={{ label: category.name, path: categoryPath(storefront.code, category.uri) }}
    >
      {(basePath) => (
        <>
          <h1>{category.name}</h1>
          <CategoryTiles categories={category.children} />
          <PhoneModelFilter models={phone_models} current={view.phoneModel} basePath={basePath} />
          <PhoneModelMemory current={view.phoneModel} offered={phone_models.map((model) => model.slug)} basePath={basePath} />
          <FilterableByDevice basePath={basePath} query={{}} offered={phone_models.map((model) => model.slug)} />
        </>
      )}
    </ListingPage>
  );
}
