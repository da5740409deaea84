import * as z from 'zod/mini';
import type { ApiResult } from '@/platform/api/result';
import type { NewsletterSubscription } from '@/platform/api/types';
import { cookieName } from '@/platform/session/cookie-security';

/**
 * The newsletter's confirmation link, `/newsletter/confirm?token=`: the sign-up's second step.
 * Its token moves into this cookie before the page renders, as the unsubscribe link's parameters do
 * (features/newsletter/unsubscribe-cookie.ts), and only the page's button spends it.
 */
export const CONFIRM_PATH = /^\/newsletter\/confirm\/?$/;
const CONFIRM_LINK_COOKIE = 'td_newsletter_confirm';
const LIFETIME_SECONDS = 15 * 60;

const tokenSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(512));

/** The one token a query or a form names, else none. */
export function confirmTokenFrom(values: readonly unknown[]): string | null {
  if (values.length !== 1) return null;
  const parsed = tokenSchema.safeParse(values[0]);
  return parsed.success ? parsed.data : null;
}

export function confirmCookieName(secure: boolean): string {
  return cookieName(CONFIRM_LINK_COOKIE, '/newsletter/confirm', secure);
}

/** The cookie's name and attributes on the page's own path; without a token it is cleared. */
export function confirmCookie(path: string, secure: boolean, token: string | null) {
  return {
    name: confirmCookieName(secure),
    value: token ?? '',
    options: { httpOnly: true, secure, sameSite: 'lax', path, maxAge: token ? LIFETIME_SECONDS : 0 } as const,
  };
}

/**
 * What the backend said to the confirmation: 401 is a token unknown or already used, 410 an
 * expired one; a 5xx or no answer says nothing about the link.
 */
export type ConfirmState = { kind: 'confirmed'; email: string } | { kind: 'bad-link' } | { kind: 'expired' } | { kind: 'unavailable' };

export function confirmState(result: ApiResult<NewsletterSubscription>): ConfirmState {
  if (result.ok) return { kind: 'confirmed', email: result.data.email };
  if (result.error.kind !== 'http' || result.error.status >= 500) return { kind: 'unavailable' };
  return result.error.status === 410 ? { kind: 'expired' } : { kind: 'bad-link' };
}
