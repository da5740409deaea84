import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { fetchBrandPage } from '@/lib/api/calls/catalog';
import { isNotFound } from '@/lib/api/result';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';

type Props = PageProps<'/[locale]/brand/[slug]'>;

async function load({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const { slug } = await params;
  const page = pageFromQuery((await searchParams).page);
  const result = await fetchBrandPage(storefront.code, decodeURIComponent(slug), { page, limit: PRODUCTS_PER_PAGE });
  if (isNotFound(result)) notFound();
  if (!result.ok) throw new Error(`The brand could not be loaded (${result.error.kind}).`);
  return { storefront, page, slug, ...result.data };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand } = await load(props);
  return { title: brand.name, description: brand.description.slice(0, 160) };
}

export default async function BrandPage(props: Props) {
  const { storefront, brand, models, products, total, page, slug } = await load(props);
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const href = { pathname: '/brand/[slug]' as const, params: { slug } };
  return (
    <>
      <Breadcrumbs items={[{ label: t('home'), href: '/' }, { label: brand.name, href }]} />
      <Listing storefront={storefront} products={products} total={total} page={page} basePath={getPathname({ locale: storefront.code, href })}>
        <h1>{brand.name}</h1>
        {brand.description && <p className="lead">{brand.description}</p>}
        <CategoryTiles categories={models} />
      </Listing>
    </>
  );
}

