import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, unauthorized } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import '@/features/content/preview/page-preview.css';
import { CmsHtml, contentSlugPath } from '@/features/content';
import { PreviewBar, previewAccess } from '@/features/content/server';
import { fetchContentPageDraft } from '@/platform/api/calls/content';
import { isNotFound } from '@/platform/api/result';
import { storefrontFromLocale } from '@/platform/i18n/storefront-param';
import { queryString } from '@/platform/http/query-string';

export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/page-preview'>;

async function access() {
  return previewAccess(process.env.PREVIEW_SECRET, (await draftMode()).isEnabled);
}

/**
 * The draft an editor asked for, once per request for both the title and the page. Access comes
 * before the slug: without draft mode nobody learns whether a page exists.
 */
const loadDraft = cache(async (locale: string, slugParam: string | undefined) => {
  const storefront = storefrontFromLocale(locale);
  const granted = await access();
  if (granted === 'off') notFound();
  if (granted === 'refused') unauthorized();
  const slug = contentSlugPath(slugParam);
  if (!slug) notFound();
  const draft = await fetchContentPageDraft(storefront.code, slug);
  if (isNotFound(draft)) notFound();
  // Never the published page in its place: the editor would take it for the draft.
  if (!draft.ok) throw new Error(`The draft of ${slug} could not be read (${draft.error.kind}).`);
  return { storefront, slug, page: draft.data };
});

async function load({ params, searchParams }: Props) {
  return loadDraft((await params).locale, queryString((await searchParams).slug));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const storefront = storefrontFromLocale((await props.params).locale);
  const t = await getTranslations({ locale: storefront.code, namespace: 'pagePreview' });
  // The refusal gets a title of its own; its 401 and noindex come from the page's `unauthorized()`.
  if ((await access()) === 'refused') return { title: t('refusedTitle') };
  const { page } = await load(props);
  return { title: t('documentTitle', { title: page.title }), robots: { index: false, follow: false } };
}

/** An editor's preview of a content page's draft (README, Previewing drafts). */
export default async function PagePreview(props: Props) {
  const { storefront, slug, page } = await load(props);
  return (
    <>
      <PreviewBar storefront={storefront.code} slug={slug} />
      <article className="content-page">
        <h1>{page.title}</h1>
        <CmsHtml html={page.content} className="prose" />
      </article>
    </>
  );
}
