import type { Metadata } from 'next';
import { BrandListing, brandMetadata } from '@/features/catalog/server';

type Props = PageProps<'/[locale]/brand/[slug]'>;

/** Rendered on first request, then served from the full-route cache (decision 0003). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata({ ...(await params), view: { page: 1 } });
}

export default async function BrandPage({ params }: Props) {
  return <BrandListing {...await params} view={{ page: 1 }} />;
}
