import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/chrome/SearchForm';
import { Listing } from '@/components/catalog/Listing';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { RememberVisit } from '@/components/catalog/RememberVisit';
import { SearchChips } from '@/components/search/SearchChips';
import { fetchPopularProducts, fetchSearchHints, searchProducts } from '@/lib/api/calls/search';
import { dataOr } from '@/lib/api/result';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { pageFromQuery, PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { searchableQuery } from '@/lib/search-query';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/search'>;

/** Popular products offered when a search finds nothing. */
const POPULAR_ON_EMPTY = 8;

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
  const [t, tCatalog] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'search' }),
    getTranslations({ locale: storefront.code, namespace: 'catalog' }),
  ]);
  const query = await searchParams;
  const q = searchableQuery(query.q);
  const page = pageFromQuery(query.page);
  const heading = <h1>{q ? t('resultsFor', { query: q }) : t('resultsTitle')}</h1>;
  if (!q) {
    const typed = typeof query.q === 'string' ? query.q.trim() : '';
    return (
      <div className="search-results search-results--too-short">
        {heading}
        <p>{t('tooShort')}</p>
        <SearchForm id="results-search" defaultValue={typed} label={t('searchAgainLabel')} />
      </div>
    );
  }
  // Search failures are swallowed (SPEC.md section 8): the shopper sees an empty result, not an error.
  const [result, hints] = await Promise.all([
    searchProducts(storefront.code, { query: q, page, limit: PRODUCTS_PER_PAGE }),
    fetchSearchHints(storefront.code, q),
  ]);
  const data = result.ok ? result.data : { products: [], categories: [], total: 0 };
  const basePath = getPathname({ locale: storefront.code, href: '/search' });
  const visit = { label: q, path: `${basePath}?${new URLSearchParams({ q }).toString()}` };
  const chips = <SearchChips hints={page === 1 ? dataOr(hints, []) : []} categories={data.categories} />;

  if (data.products.length === 0 && page === 1) {
    const popular = dataOr(await fetchPopularProducts(storefront.code, POPULAR_ON_EMPTY), { products: [] }).products;
    return (
      <div className="search-results search-results--empty">
        {heading}
        <p className="result-count" role="status">
          {tCatalog('productCount', { count: 0 })}
        </p>
        <p className="search-results__none">{t('noResults', { query: q })}</p>
        {chips}
        <RememberVisit entry={visit} />
        {popular.length > 0 && (
          <section aria-labelledby="search-popular">
            <h2 id="search-popular">{t('popularHeading')}</h2>
            <ProductGrid products={popular} />
          </section>
        )}
      </div>
    );
  }
  return (
    <Listing
      products={data.products}
      total={data.total}
      page={page}
      basePath={basePath}
      list={{ id: 'search', name: t('resultsTitle') }}
      query={{ q }}
      visit={visit}
    >
      {heading}
      {chips}
    </Listing>
  );
}
