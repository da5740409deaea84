import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { fetchCategoryPage } from '@/lib/api/calls/catalog';
import { isNotFound } from '@/lib/api/result';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';

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
  const { category } = await load(props);
  return { title: category.name };
}

export default async function CategoryPage(props: Props) {
  const { storefront, category, products, total, page, phoneModel, path } = await load(props);
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
      </Listing>
    </>
  );
}
