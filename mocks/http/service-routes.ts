import { http, HttpResponse } from 'msw';
import { errorReportBodySchema, readBody, recommendationTrackingBodySchema } from '@/mocks/http/bodies';
import { json, storeRoute } from '@/mocks/http/route';
import { errorReports, recordErrorReport } from '@/mocks/rules/error-reports';
import type { ErrorReportAcceptedBody, RecommendationTrackingBody } from '@/mocks/views/wire';

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
  http.post(
    '*/api/recommendation-tracking',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, recommendationTrackingBodySchema);
      if (body instanceof Response) return body;
      const tracking: RecommendationTrackingBody = { id: `rt-${body.website_id}-${crypto.randomUUID()}` };
      return json(tracking);
    }),
  ),
];
