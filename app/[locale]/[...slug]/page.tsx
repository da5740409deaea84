import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CmsHtml, isContentSlug } from '@/features/content';
import { fetchContentPage } from '@/platform/api/calls/content';
import { isNotFound } from '@/platform/api/result';
import { shapingData } from '@/platform/api/shaping-read';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { pageMetadata, storefrontUrl, metaDescription } from '@/features/seo';

type Props = PageProps<'/[locale]/[...slug]'>;

async function load({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const { slug } = await params;
  const segments = slug.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return '';
    }
  });
  // Only plausible page slugs reach the backend; everything else is a 404 right here.
  if (!isContentSlug(segments)) notFound();
  const result = await fetchContentPage(storefront.code, segments.join('/'));
  if (isNotFound(result)) notFound();
  return shapingData(result, 'content page');
}

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [page, storefront] = await Promise.all([load(props), storefrontFromParams(props.params)]);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  return pageMetadata({
    title: page.title,
    description: metaDescription(page.meta_description) || t('contentDescription', { title: page.title, shop: storefront.brand }),
    // Content slugs are localized per storefront and the backend has no id to pair them by:
    // self-canonical only, no hreflang.
    canonical: storefrontUrl(storefront.code, { pathname: '/[...slug]', params: { slug: page.slug.split('/') } }),
  });
}

export default async function ContentPage(props: Props) {
  const page = await load(props);
  return (
    <article className="content-page">
      <h1>{page.title}</h1>
      <CmsHtml html={page.content} className="prose" />
    </article>
  );
}
