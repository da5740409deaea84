import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { PhoneModelFilter } from '@/components/catalog/PhoneModelFilter';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { fetchCategoryPage } from '@/lib/api/calls/catalog';
import { isNotFound } from '@/lib/api/result';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageCount, pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryAlternateUrls, categoryUrl } from '@/lib/seo/site-urls';

type Props = PageProps<'/[locale]/category/[...path]'>;

async function load({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const { path } = await params;
  const query = await searchParams;
  const page = pageFromQuery(query.page);
  const phoneModel = typeof query.phone_model === 'string' ? query.phone_model : undefined;
  const uri = path.map((segment) => decodeURIComponent(segment)).join('/');
  const result = await fetchCategoryPage(storefront.code, uri, { page, limit: PRODUCTS_PER_PAGE, phoneModel });
  if (isNotFound(result)) notFound();
  if (!result.ok) throw new Error(`The category could not be loaded (${result.error.kind}).`);
  return { storefront, page, phoneModel, path, ...result.data };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { storefront, category, page, phoneModel, total } = await load(props);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  const title = page > 1 ? t('pagedTitle', { title: category.name, page }) : category.name;
  const description = t('categoryDescription', { name: category.name, shop: storefront.brand });
  // A phone-model filter only narrows the listing, and a page past the end is empty: neither is indexed.
  if (phoneModel || page > pageCount(total)) return pageMetadata({ title, description, indexable: false });
  // The uri from the backend, not the request, so every spelling of the path names one canonical.
  const canonical = categoryUrl(storefront.code, category.uri, page);
  // Page N holds different products in each storefront (assortments differ): only page 1 has counterparts.
  const alternates = page === 1 ? await categoryAlternateUrls(storefront.code, category.id, canonical) : undefined;
  return pageMetadata({ title, description, canonical, alternates });
}

export default async function CategoryPage(props: Props) {
  const { storefront, category, products, total, page, phoneModel, path, phone_models } = await load(props);
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
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbs} />
      <Listing
        storefront={storefront}
        products={products}
        total={total}
        page={page}
        basePath={basePath}
        query={phoneModel ? { phone_model: phoneModel } : {}}
      >
        <h1>{category.name}</h1>
        <CategoryTiles categories={category.children} />
        <PhoneModelFilter models={phone_models} current={phoneModel} basePath={basePath} />
      </Listing>
    </>
  );
}
