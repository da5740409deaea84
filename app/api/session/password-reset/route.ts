import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { passwordRefusal, passwordSaved, weakPasswordRefusal, passwordChangeError } from '@/features/account';
import { resetPassword } from '@/platform/api/calls/auth';
import { guardedJson } from '@/platform/http/guarded-json';
import { tooManyResponse } from '@/platform/http/too-many';
import { limitAttempt } from '@/platform/security/limit-attempt';
import { securityEvent } from '@/platform/log/security-event';
import { rateLimiters } from '@/platform/security/rate-limits';
import { clientAddress } from '@/platform/http/request-origin';
import { storefrontOfRequest } from '@/platform/session/request-storefront';

const reset = z.object({ token: z.string().trim().min(1).max(512), new_password: z.string().max(1000) });

/** A new password with the change_password e-mail link's token (docs/product/account.md, ACC-9); the shopper then signs in with it. */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = reset.safeParse(json.body);
  if (!body.success) return passwordRefusal('invalid_token');
  const weak = weakPasswordRefusal(body.data.new_password);
  if (weak) return weak;
  const client = clientAddress(request.headers);
  const limited = await limitAttempt(client, { everyAttempt: [[rateLimiters.signInPerClient, client]] });
  if (!limited.allowed) return tooManyResponse(limited.retryAfterSeconds);
  const result = await resetPassword(storefrontOfRequest(request), body.data.token, body.data.new_password);
  if (result.ok) return passwordSaved();
  const error = passwordChangeError(result.error, 'link');
  if (error === 'invalid_token') securityEvent('link-refused', { rule: 'password-reset', client });
  return passwordRefusal(error);
}
