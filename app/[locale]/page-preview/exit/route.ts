import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { contentSlugPath, SLUG_PARAM, publishedPagePath } from '@/features/content';
import { routing } from '@/platform/i18n/routing';

/**
 * The preview bar's way out: draft mode off, and on to the published page the editor was previewing.
 * A GET, sent by the bar's form and never by a prefetched link, because it only ever takes
 * something away: anyone may end their own preview.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/page-preview/exit'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  (await draftMode()).disable();
  const slug = contentSlugPath(request.nextUrl.searchParams.get(SLUG_PARAM));
  return new Response(null, { status: 307, headers: { 'cache-control': 'no-store', location: publishedPagePath(slug) } });
}
