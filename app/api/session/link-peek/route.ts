import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { maskedEmail } from '@/features/account';
import { peekLoginLink } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { securityEvent } from '@/platform/log/security-event';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { NO_STORE } from '@/platform/session/verdict-response';

const link = z.object({ token: z.string().trim().min(1).max(512) });

/**
 * Whose account an e-mail link would sign in to, asked before anything is spent: the page asks the
 * shopper "Sign in as a•••@example.com?" and only their click spends the token (decision 0026). It
 * counts against the sign-in limit per client, as the sign-in itself does, so tokens cannot be tried
 * here faster than there.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const client = clientAddress(request.headers);
  const body = link.safeParse(json.body);
  if (!body.success) return refused(client);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.signInPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const holder = await peekLoginLink(storefrontOfRequest(request), body.data.token);
  if (holder.ok) return NextResponse.json({ email: maskedEmail(holder.data.email) }, { headers: NO_STORE });
  if (holder.error.kind === 'http' && holder.error.status < 500) return refused(client);
  return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
}

function refused(client: string): NextResponse {
  securityEvent('link-refused', { rule: 'link-peek', client });
  return NextResponse.json({ error: 'invalid_token' }, { status: 401, headers: NO_STORE });
}
