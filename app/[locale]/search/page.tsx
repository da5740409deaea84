import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/features/search';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { searchMetadata } from '@/features/search/server';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/search'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await params).locale);
}

/**
 * The search page without a searchable query: the proxy sends every query of 2 or more characters to
 * the cached results route (`search-view`, decision 0014), so what is left here is asking again.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'search' });
  const { q } = await searchParams;
  const typed = typeof q === 'string' ? q.trim() : '';
  return (
    <div className="search-results search-results--too-short">
      <h1>{t('resultsTitle')}</h1>
      <p>{t('tooShort')}</p>
      <SearchForm id="results-search" defaultValue={typed} label={t('searchAgainLabel')} />
    </div>
  );
}
