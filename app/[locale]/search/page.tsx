import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/chrome/SearchForm';
import { CategoryTiles } from '@/components/catalog/CategoryTiles';
import { Listing } from '@/components/catalog/Listing';
import { searchProducts } from '@/lib/api/calls/search';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { searchableQuery } from '@/lib/search-query';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/search'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const [t, tSeo] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'search' }),
    getTranslations({ locale: storefront.code, namespace: 'seo' }),
  ]);
  // Result pages are endless and thin: out of the index, but their product links are followed.
  return pageMetadata({
    title: t('resultsTitle'),
    description: tSeo('searchDescription', { shop: storefront.brand }),
    indexable: false,
  });
}

export default async function SearchResultsPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'search' });
  const query = await searchParams;
  const q = searchableQuery(query.q);
  const page = pageFromQuery(query.page);
  const heading = <h1>{q ? t('resultsFor', { query: q }) : t('resultsTitle')}</h1>;
  if (!q) {
    return (
      <>
        {heading}
        <p>{t('tooShort')}</p>
        <SearchForm />
      </>
    );
  }
  // Search failures are swallowed (SPEC.md section 8): the shopper sees an empty result, not an error.
  const result = await searchProducts(storefront.code, { query: q, page, limit: PRODUCTS_PER_PAGE });
  const data = result.ok ? result.data : { products: [], categories: [], total: 0 };
  return (
    <Listing
      storefront={storefront}
      products={data.products}
      total={data.total}
      page={page}
      basePath={getPathname({ locale: storefront.code, href: '/search' })}
      query={{ q }}
    >
      {heading}
      <CategoryTiles categories={data.categories} />
    </Listing>
  );
}
