import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import NextLink from 'next/link';
import { FilterableByDevice, Listing, ProductGrid, RememberVisit } from '@/features/catalog';
import { SearchChips } from '@/features/search/SearchChips';
import { searchCachePolicy } from '@/platform/cache/cache-policy';
import { fetchPopularProducts, fetchSearchHints, searchProducts } from '@/platform/api/calls/search';
import { shapingData } from '@/platform/api/shaping-read';
import { getPathname } from '@/platform/i18n/navigation';
import { storefrontFromLocale } from '@/platform/i18n/storefront-param';
import { pageCount, PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import type { SearchView } from '@/features/search/results-view';
import { pageMetadata } from '@/features/seo';

/** Popular products offered when a search finds nothing. */
const POPULAR_ON_EMPTY = 8;

export async function searchMetadata(locale: string): Promise<Metadata> {
  const storefront = storefrontFromLocale(locale);
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

/**
 * One page of results for a normalised term, rendered once and then served from the page cache
 * (decision 0014). A failed read throws instead of showing "nothing found": a cached page never
 * stores a failure (decision 0006), so a search asked before keeps its last good page. Narrowed to a
 * phone model the backend does not know, it is a 404, so made-up models never fill the cache (DEV-3).
 */
export async function SearchResults({ locale, view }: { locale: string; view: SearchView }) {
  const storefront = storefrontFromLocale(locale);
  const { term, page, phoneModel } = view;
  const policy = searchCachePolicy(storefront.code);
  const [t, tCatalog, tFilters, found, hints] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'search' }),
    getTranslations({ locale: storefront.code, namespace: 'catalog' }),
    getTranslations({ locale: storefront.code, namespace: 'filters' }),
    searchProducts(storefront.code, { query: term, page, limit: PRODUCTS_PER_PAGE, phoneModel }, policy),
    page === 1 ? fetchSearchHints(storefront.code, term, policy) : null,
  ]);
  const data = shapingData(found, 'search');
  // A page past the last is a 404, never a cached empty page (decision 0006).
  if (page > pageCount(data.total)) notFound();
  if (phoneModel && data.phone_model?.slug !== phoneModel) notFound();
  const heading = <h1>{t('resultsFor', { query: term })}</h1>;
  const basePath = getPathname({ locale: storefront.code, href: '/search' });
  const visit = { label: term, path: `${basePath}?${new URLSearchParams({ q: term }).toString()}` };
  const termQuery = { q: term };
  const chips = (
    <>
      <SearchChips hints={hints ? shapingData(hints, 'search hints') : []} categories={data.categories} />
      {data.phone_model && (
        <p className="model-filter__active">
          <span className="visually-hidden">{tFilters('phoneModel')}: </span>
          <span className="model-filter__chip">{data.phone_model.name}</span>
          <NextLink href={`${basePath}?${new URLSearchParams(termQuery).toString()}`} className="model-filter__clear" prefetch={false}>
            {tFilters('clear')}
          </NextLink>
        </p>
      )}
      <FilterableByDevice basePath={basePath} query={termQuery} offered="any" />
    </>
  );

  if (data.products.length === 0) {
    const popular = shapingData(await fetchPopularProducts(storefront.code, POPULAR_ON_EMPTY), 'popular products').products;
    return (
      <div className="search-results search-results--empty">
        {heading}
        <p className="result-count" role="status">
          {tCatalog('productCount', { count: 0 })}
        </p>
        <p className="search-results__none">{t('noResults', { query: term })}</p>
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
      query={phoneModel ? { ...termQuery, phone_model: phoneModel } : termQuery}
      visit={visit}
    >
      {heading}
      {chips}
    </Listing>
  );
}
