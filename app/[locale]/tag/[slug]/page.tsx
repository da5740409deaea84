import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { Listing } from '@/components/catalog/Listing';
import { fetchTagPage } from '@/lib/api/calls/catalog';
import { isNotFound } from '@/lib/api/result';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';

type Props = PageProps<'/[locale]/tag/[slug]'>;

async function load({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const { slug } = await params;
  const page = pageFromQuery((await searchParams).page);
  const result = await fetchTagPage(storefront.code, decodeURIComponent(slug), { page, limit: PRODUCTS_PER_PAGE });
  if (isNotFound(result)) notFound();
  if (!result.ok) throw new Error(`The tag could not be loaded (${result.error.kind}).`);
  return { storefront, page, slug, ...result.data };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { tag } = await load(props);
  return { title: tag.name, description: tag.description.slice(0, 160) };
}

export default async function TagPage(props: Props) {
  const { storefront, tag, products, total, page, slug } = await load(props);
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const href = { pathname: '/tag/[slug]' as const, params: { slug } };
  return (
    <>
      <Breadcrumbs items={[{ label: t('home'), href: '/' }, { label: tag.name, href }]} />
      <Listing storefront={storefront} products={products} total={total} page={page} basePath={getPathname({ locale: storefront.code, href })}>
        <h1>{tag.name}</h1>
        {tag.description && <p className="lead">{tag.description}</p>}
      </Listing>
    </>
  );
}
