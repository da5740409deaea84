import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CmsHtml } from '@/components/content/CmsHtml';
import { fetchContentPage } from '@/lib/api/calls/content';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { queryString } from '@/lib/query-string';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Editors preview a content page by its slug before linking it: `?slug=about-us`. */
export default async function PagePreview({ params, searchParams }: PageProps<'/[locale]/page-preview'>) {
  const storefront = await storefrontFromParams(params);
  const slug = queryString((await searchParams).slug)?.trim();
  if (!slug || !/^[\p{L}\p{N}/_-]{1,200}$/u.test(slug)) notFound();
  const page = await fetchContentPage(storefront.code, slug);
  if (!page.ok) notFound();
  return (
    <article className="content-page">
      <h1>{page.data.title}</h1>
      <CmsHtml html={page.data.content} className="prose" />
    </article>
  );
}
