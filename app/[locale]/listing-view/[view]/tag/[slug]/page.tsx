import type { Metadata } from 'next';
import { TagListing, tagMetadata } from '@/features/catalog/server';
import { viewFromParams } from '@/features/catalog';

type Props = PageProps<'/[locale]/listing-view/[view]/tag/[slug]'>;

/** Page N of a tag: the proxy sends `?page` here. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return tagMetadata(await viewFromParams(params));
}

export default async function TagViewPage({ params }: Props) {
  return <TagListing {...await viewFromParams(params)} />;
}
