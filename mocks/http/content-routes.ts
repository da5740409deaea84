import { http } from 'msw';
import { WIDGET_SLUGS, type WidgetSlug } from '@/lib/api/schemas';
import { contentPage } from '@/mocks/data/pages';
import { BACKEND_STRINGS } from '@/mocks/data/strings';
import { WIDGETS } from '@/mocks/data/widgets';
import { decodePath, json, notFound, pathParam, storeRoute } from '@/mocks/http/route';
import type { ContentPageBody, StringsBody, WidgetBody } from '@/mocks/views/wire';

const PAGES_PREFIX = /^.*?\/api\/pages\//;

const isWidgetSlug = (slug: string): slug is WidgetSlug => (WIDGET_SLUGS as readonly string[]).includes(slug);

export const contentRoutes = [
  http.get(
    '*/api/widget-by-slug/:slug',
    storeRoute((context) => {
      const slug = pathParam(context, 'slug');
      if (!isWidgetSlug(slug)) return notFound(`Unknown widget ${slug}`);
      const body: WidgetBody = { content: WIDGETS[context.locale][slug], hidden: false };
      return json(body);
    }),
  ),
  http.get(
    '*/api/strings',
    storeRoute(({ locale }) => {
      const body: StringsBody = { ...BACKEND_STRINGS[locale] };
      return json(body);
    }),
  ),
  http.get(
    '*/api/pages/*',
    storeRoute(({ url, locale }) => {
      const slug = decodePath(url.pathname.replace(PAGES_PREFIX, '')).replace(/\/+$/, '');
      const page = contentPage(locale, slug);
      if (!page) return notFound(`Unknown page ${slug}`);
      const body: ContentPageBody = { ...page };
      return json(body);
    }),
  ),
];
