import { draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { tooManyResponse } from '@/platform/http/too-many';
import { routing } from '@/platform/i18n/routing';
import { previewEntry } from '@/features/content/server';
import { SECRET_HEADER, SLUG_PARAM, previewPagePath } from '@/features/content';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

// The answer depends on the secret and sets a cookie: no cache may keep it.
const NEVER_KEPT = { 'cache-control': 'no-store' };

function text(status: number, body: string, language: string): Response {
  return new Response(body, { status, headers: { ...NEVER_KEPT, 'content-type': 'text/plain; charset=utf-8', 'content-language': language } });
}

/**
 * An editor's link to a draft, `/page-preview?slug=…&secret=…`, which the proxy sends here with the
 * secret in a header (features/content/preview/link.ts): with the right secret it turns on Next's draft mode for
 * this browser and sends it on to the preview page without the secret, so the secret stays out of
 * the address bar and referrers. Any other answer shows no page at all.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/[locale]/page-preview/open'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response(null, { status: 404, headers: NEVER_KEPT });
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.previewLinksPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);

  const entry = previewEntry(process.env.PREVIEW_SECRET, request.headers.get(SECRET_HEADER), request.nextUrl.searchParams.get(SLUG_PARAM));
  const t = await getTranslations({ locale, namespace: 'pagePreview' });
  const language = STOREFRONTS[locale].iso;
  switch (entry.kind) {
    case 'off':
      return text(404, '404: This page could not be found.', 'en');
    case 'refused':
      return text(401, `${t('refusedTitle')}\n\n${t('refusedText')}\n`, language);
    case 'no-page':
      return text(400, `${t('noPage')}\n`, language);
    case 'open':
      (await draftMode()).enable();
      return new Response(null, { status: 307, headers: { ...NEVER_KEPT, location: previewPagePath(entry.slug) } });
  }
}
