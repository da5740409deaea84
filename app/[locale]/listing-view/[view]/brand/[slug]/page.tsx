import type { Metadata } from 'next';
import { BrandListing, brandMetadata } from '@/features/catalog/server';
import { viewFromParams } from '@/features/catalog';

type Props = PageProps<'/[locale]/listing-view/[view]/brand/[slug]'>;

/** Page N of a brand: the proxy sends `?page` here. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return brandMetadata(await viewFromParams(params));
}

export default async function BrandViewPage({ params }: Props) {
  return <BrandListing {...await viewFromParams(params)} />;
}
