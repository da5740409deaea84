import type { Metadata } from 'next';
import { CategoryListing, categoryMetadata } from '@/features/catalog/server';
import { viewFromParams } from '@/features/catalog';

type Props = PageProps<'/[locale]/listing-view/[view]/category/[...path]'>;

/** Page N or one phone model of a category: the proxy sends `?page` and `?phone_model` here. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata(await viewFromParams(params));
}

export default async function CategoryViewPage({ params }: Props) {
  return <CategoryListing {...await viewFromParams(params)} />;
}
