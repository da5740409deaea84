import { http } from 'msw';
import { WIDGET_SLUGS, type WidgetSlug } from '@/platform/api/vocabulary';
import { contentPage, contentPageDraft } from '@/mocks/data/pages';
import { reviewSummary } from '@/mocks/data/review-summaries';
import { backendStrings } from '@/mocks/data/string-changes';
import { HIDDEN_WIDGETS, WIDGETS } from '@/mocks/data/widgets';
import { decodePath, json, notFound, pathParam, storeRoute } from '@/mocks/http/route';
import type { ContentPageBody, StringsBody, WidgetBody } from '@/mocks/views/wire';

const PAGES_PREFIX = /^.*?\/api\/pages\//;
const DRAFTS_PREFIX = /^.*?\/api\/page-drafts\//;

/** The slug path after a prefix, without trailing slashes; '' when it does not decode. */
const slugAfter = (url: URL, prefix: RegExp) => decodePath(url.pathname.replace(prefix, '')).replace(/\/+$/, '');

const isWidgetSlug = (slug: string): slug is WidgetSlug => (WIDGET_SLUGS as readonly string[]).includes(slug);

export const contentRoutes = [
  http.get(
    '*/api/widget-by-slug/:slug',
    storeRoute((context) => {
      const slug = pathParam(context, 'slug');
      if (!isWidgetSlug(slug)) return notFound(`Unknown widget ${slug}`);
      const body: WidgetBody = { content: WIDGETS[context.locale][slug], hidden: HIDDEN_WIDGETS[context.locale].includes(slug) };
      return json(body);
    }),
  ),
  http.get(
    '*/api/review-summary',
    storeRoute(({ locale }) => {
      const summary = reviewSummary(locale);
      return summary ? json(summary) : notFound('This storefront has no review summary');
    }),
  ),
  http.get(
    '*/api/strings',
    storeRoute(({ locale }) => {
      const body: StringsBody = backendStrings(locale);
      return json(body);
    }),
  ),
  http.get(
    '*/api/pages/*',
    storeRoute(({ url, locale }) => {
      const slug = slugAfter(url, PAGES_PREFIX);
      const page = contentPage(locale, slug);
      if (!page) return notFound(`Unknown page ${slug}`);
      const body: ContentPageBody = { ...page };
      return json(body);
    }),
  ),
  // A path of its own rather than a query on the published one, as headless CMSs keep their
  // preview API apart: nothing that allows `/api/pages/*` can reach a draft by adding a parameter.
  http.get(
    '*/api/page-drafts/*',
    storeRoute(({ url, locale }) => {
      const slug = slugAfter(url, DRAFTS_PREFIX);
      const draft = contentPageDraft(locale, slug);
      if (!draft) return notFound(`Unknown page ${slug}`);
      const body: ContentPageBody = { ...draft };
      return json(body);
    }),
  ),
];
