import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { PhoneModelFilter } from '@/components/catalog/PhoneModelFilter';
import { PhoneModelMemory } from '@/components/catalog/PhoneModelMemory';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { fetchCategoryPage } from '@/lib/api/calls/catalog';
import { readExistingView } from '@/lib/api/listing-read';
import { isDealCategory } from '@/lib/deal';
import { categoryPath } from '@/lib/i18n/category-path';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromLocale } from '@/lib/i18n/storefront-param';
import type { ListingView } from '@/lib/listing-view';
import { PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryAlternateUrls, categoryUrl } from '@/lib/seo/site-urls';

/** A category listing as both its routes see it: the plain first page and every other view. */
export interface CategoryListingParams {
  locale: string;
  path: string[];
  view: ListingView;
}

async function load({ locale, path, view }: CategoryListingParams) {
  const storefront = storefrontFromLocale(locale);
  const uri = path.map((segment) => decodeURIComponent(segment)).join('/');
  const data = await readExistingView(
    view,
    ({ page, phoneModel }) => fetchCategoryPage(storefront.code, uri, { page, limit: PRODUCTS_PER_PAGE, phoneModel }),
    'category',
  );
  if (!data) notFound();
  return { storefront, ...data };
}

export async function categoryMetadata(params: CategoryListingParams): Promise<Metadata> {
  const { page, phoneModel } = params.view;
  const { storefront, category } = await load(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  const title = page > 1 ? t('pagedTitle', { title: category.name, page }) : category.name;
  const description = t('categoryDescription', { name: category.name, shop: storefront.brand });
  // A phone-model filter only narrows the listing: it is not indexed.
  if (phoneModel) return pageMetadata({ title, description, indexable: false });
  // The uri from the backend, not the request, so every spelling of the path names one canonical.
  const canonical = categoryUrl(storefront.code, category.uri, page);
  // Page N holds different products in each storefront (assortments differ): only page 1 has counterparts.
  const alternates = page === 1 ? await categoryAlternateUrls(storefront.code, category.id, canonical) : undefined;
  return pageMetadata({ title, description, canonical, alternates });
}

export async function CategoryListing(params: CategoryListingParams) {
  const { path, view } = params;
  const { storefront, category, products, total, phone_models } = await load(params);
  const tChrome = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const crumbs = [
    { label: tChrome('home'), href: '/' as const },
    ...category.hierarchy.map((node) => ({
      label: node.name,
      href: { pathname: '/category/[...path]' as const, params: { path: node.uri.split('/') } },
    })),
    { label: category.name, href: { pathname: '/category/[...path]' as const, params: { path } } },
  ];
  const basePath = getPathname({ locale: storefront.code, href: { pathname: '/category/[...path]', params: { path } } });
  // The backend's uri, as the product page names its trails' categories, whatever spelling was requested.
  const visit = { label: category.name, path: categoryPath(storefront.code, category.uri) };
  return (
    <>
      <Breadcrumbs items={crumbs} variant={isDealCategory(storefront.dealCategoryUri, category.uri) ? 'deal' : 'default'} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbs} />
      <Listing
        products={products}
        total={total}
        page={view.page}
        basePath={basePath}
        list={{ id: `category:${category.uri}`, name: category.name }}
        query={view.phoneModel ? { phone_model: view.phoneModel } : {}}
        visit={visit}
      >
        <h1>{category.name}</h1>
        <CategoryTiles categories={category.children} />
        <PhoneModelFilter models={phone_models} current={view.phoneModel} basePath={basePath} />
        <PhoneModelMemory current={view.phoneModel} offered={phone_models.map((model) => model.slug)} basePath={basePath} />
      </Listing>
    </>
  );
}
