import { http, HttpResponse } from 'msw';
import { errorReportBodySchema, readBody, recommendationTrackingBodySchema } from '@/mocks/http/bodies';
import { json, storeRoute } from '@/mocks/http/route';
import { errorReports, recordErrorReport } from '@/mocks/rules/error-reports';
import type { ErrorReportAcceptedBody, RecommendationTrackingBody } from '@/mocks/views/wire';

/**
 * The recommendation provider is another site: shoppers' browsers call it from every storefront's
 * origin, without cookies, so it answers any origin and its preflight.
 */
const PROVIDER_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

/** Client error reports (not under /api, no storefront needed) and recommendation tracking. */
export const serviceRoutes = [
  http.post('*/captuerr', async ({ request }) => {
    const report = await readBody(request, errorReportBodySchema);
    if (report instanceof Response) return report;
    recordErrorReport(report);
    const body: ErrorReportAcceptedBody = { ok: true };
    return HttpResponse.json(body);
  }),
  http.get('*/__mock/error-reports', () => HttpResponse.json(errorReports())),
  http.options('*/api/recommendation-tracking', () => new HttpResponse(null, { status: 204, headers: PROVIDER_CORS })),
  http.post(
    '*/api/recommendation-tracking',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, recommendationTrackingBodySchema);
      if (body instanceof Response) return body;
      const tracking: RecommendationTrackingBody = { id: `rt-${body.website_id}-${crypto.randomUUID()}` };
      return json(tracking, PROVIDER_CORS);
    }),
  ),
];
