import type { Metadata } from 'next';
import { TagListing, tagMetadata } from '@/features/catalog/server';

type Props = PageProps<'/[locale]/tag/[slug]'>;

/** Rendered on first request, then served from the full-route cache (decision 0003). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return tagMetadata({ ...(await params), view: { page: 1 } });
}

export default async function TagPage({ params }: Props) {
  return <TagListing {...await params} view={{ page: 1 }} />;
}
