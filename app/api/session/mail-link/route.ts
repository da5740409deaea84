import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { requestMailLink } from '@/platform/api/calls/auth';
import { isValidEmail } from '@/platform/forms/email-address';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { NO_STORE } from '@/platform/session/verdict-response';

const ask = z.object({ email: z.string().trim().max(254).refine(isValidEmail), kind: z.enum(['login', 'reset']) });

/**
 * A shopper asks for a sign-in link or a new-password link by e-mail. Every address gets the same
 * answer, 202 "if there is an account, a link is on its way", whether or not an account has it:
 * the form must not tell who is a customer. Asking counts against the sign-in limit per client, so
 * the form cannot be used to flood someone's inbox.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = ask.safeParse(json.body);
  if (!body.success) return NextResponse.json({ error: 'invalid_email' }, { status: 400, headers: NO_STORE });
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.signInPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const sent = await requestMailLink(storefrontOfRequest(request), body.data.email, body.data.kind);
  if (!sent.ok && (sent.error.kind !== 'http' || sent.error.status >= 500))
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  return NextResponse.json({ ok: true }, { status: 202, headers: NO_STORE });
}
