import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { passwordRefusal, passwordSaved, weakPasswordRefusal, passwordChangeError } from '@/features/account';
import { changePassword } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { sessionCookieName } from '@/platform/session/cookies';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

const change = z.object({ current_password: z.string().min(1).max(1000), new_password: z.string().max(1000) });

/**
 * A signed-in customer's new password, with the current one. Attempts count against the per-client
 * sign-in limit, so the current password cannot be guessed here faster than at the sign-in.
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const access = request.cookies.get(sessionCookieName('accountAccess', request.headers))?.value;
  if (!access) return passwordRefusal('signed_out');
  const body = change.safeParse(json.body);
  if (!body.success) return passwordRefusal('wrong_password');
  const weak = weakPasswordRefusal(body.data.new_password);
  if (weak) return weak;
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.signInPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const result = await changePassword(storefrontOfRequest(request), access, body.data.current_password, body.data.new_password);
  return result.ok ? passwordSaved() : passwordRefusal(passwordChangeError(result.error, 'session'));
}
