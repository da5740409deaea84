import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { readBody } from '@/mocks/http/bodies';
import { createTestAccount } from '@/mocks/rules/test-accounts';

const newAccountBodySchema = z.object({ kind: z.enum(['consumer', 'business']).default('consumer') });

/** Test data for E2E tests (`/__mock/*`: no storefront, never faulted): state of a test's own. */
export const testDataRoutes = [
  http.post('*/__mock/accounts', async ({ request }) => {
    const body = await readBody(request, newAccountBodySchema);
    if (body instanceof Response) return body;
    return HttpResponse.json(createTestAccount(body.kind), { status: 201 });
  }),
];
