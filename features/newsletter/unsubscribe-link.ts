import * as z from 'zod/mini';
import type { ApiResult } from '@/platform/api/result';
import type { NewsletterSubscription } from '@/platform/api/types';
import { EMAIL_MAX_LENGTH } from '@/platform/forms/email-address';

/**
 * The parameters of a newsletter's unsubscribe link (`/unsubscribe?email=&token=`). A link without
 * them, or with more than one of each, is a broken link: the page says so instead of guessing.
 */
export interface UnsubscribeLink {
  email: string;
  token: string;
}

const linkSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(EMAIL_MAX_LENGTH)),
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(512)),
});

export function unsubscribeLinkFrom(params: { email?: unknown; token?: unknown }): UnsubscribeLink | null {
  const parsed = linkSchema.safeParse(params);
  return parsed.success ? parsed.data : null;
}

/**
 * What the backend said about the link. 401 is a token that does not fit the address (a mangled
 * or forged link), 410 an expired one; a 400 or 404 also leaves nothing the customer can do with
 * the link itself. Unsubscribing twice is no error: the answer says `subscribed: false` again.
 */
export type UnsubscribeState =
  { kind: 'subscribed'; email: string } | { kind: 'unsubscribed'; email: string } | { kind: 'bad-link' } | { kind: 'expired' } | { kind: 'unavailable' };

export function unsubscribeState(result: ApiResult<NewsletterSubscription>): UnsubscribeState {
  if (result.ok) return { kind: result.data.subscribed ? 'subscribed' : 'unsubscribed', email: result.data.email };
  if (result.error.kind !== 'http' || result.error.status >= 500) return { kind: 'unavailable' };
  if (result.error.status === 410) return { kind: 'expired' };
  return { kind: 'bad-link' };
}
