import type { Metadata } from 'next';
import { CategoryListing, categoryMetadata } from '@/features/catalog/server';

type Props = PageProps<'/[locale]/category/[...path]'>;

/** Rendered on first request, then served from the full-route cache (decision 0003). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata({ ...(await params), view: { page: 1 } });
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryListing {...await params} view={{ page: 1 }} />;
}
