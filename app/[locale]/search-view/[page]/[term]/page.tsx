import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults, searchMetadata } from '@/features/search/server';
import { searchViewFromSegments } from '@/features/search';

type Props = PageProps<'/[locale]/search-view/[page]/[term]'>;

/** Results of a searchable query: the proxy sends `/sok?q=...&page=N` here (decision 0014). */
export function generateStaticParams() {
  return [];
}

async function viewOf(params: Props['params']) {
  const { locale, page, term } = await params;
  const view = searchViewFromSegments(page, term);
  if (!view) notFound();
  return { locale, view };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await viewOf(params)).locale);
}

export default async function SearchViewPage({ params }: Props) {
  return <SearchResults {...await viewOf(params)} />;
}
