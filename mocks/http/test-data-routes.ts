import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { accountByEmail } from '@/mocks/data/accounts';
import { readBody } from '@/mocks/http/bodies';
import { errorResponse } from '@/mocks/http/route';
import { issueMailLink } from '@/mocks/rules/mail-links';
import { issueNewsletterToken } from '@/mocks/rules/newsletter-tokens';
import { createTestAccount } from '@/mocks/rules/test-accounts';

const newAccountBodySchema = z.object({ kind: z.enum(['consumer', 'business']).default('consumer') });
const mailLinkBodySchema = z.object({ email: z.string(), kind: z.enum(['login', 'reset']), expired: z.boolean().default(false) });
const newsletterLinkBodySchema = z.object({ email: z.string(), expired: z.boolean().default(false) });

/**
 * Test data for E2E tests (`/__mock/*`: no storefront, never faulted): an account of a test's own,
 * and the tokens the shop's e-mails would carry.
 */
export const testDataRoutes = [
  http.post('*/__mock/accounts', async ({ request }) => {
    const body = await readBody(request, newAccountBodySchema);
    if (body instanceof Response) return body;
    return HttpResponse.json(createTestAccount(body.kind), { status: 201 });
  }),
  http.post('*/__mock/mail-links', async ({ request }) => {
    const body = await readBody(request, mailLinkBodySchema);
    if (body instanceof Response) return body;
    const account = accountByEmail(body.email);
    if (!account) return errorResponse(404, 'not_found', 'No account with that e-mail');
    return HttpResponse.json({ token: issueMailLink(account.id, body.kind, body.expired) }, { status: 201 });
  }),
  http.post('*/__mock/newsletter-links', async ({ request }) => {
    const body = await readBody(request, newsletterLinkBodySchema);
    if (body instanceof Response) return body;
    return HttpResponse.json({ token: issueNewsletterToken(body.email, body.expired) }, { status: 201 });
  }),
];
