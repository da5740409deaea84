import type { ApiResult } from '@/platform/api/result';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@/platform/forms/email-address';

/**
 * The footer's newsletter sign-up. The address is checked the same way in the browser (no request
 * for a mistyped one) and on the server (the form also posts without JavaScript). One string, so
 * no schema: the footer is on every page and would carry zod with it (decision 0021).
 */
export function signupEmailFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && isValidEmail(email) ? email : null;
}

/** What the shopper is told; `email` is what they typed, so a failed attempt never empties the field. */
export type SignupState =
  | { kind: 'idle'; email: string }
  | { kind: 'check-inbox'; email: string }
  | { kind: 'invalid-email'; email: string }
  | { kind: 'too-many'; email: string }
  | { kind: 'unavailable'; email: string };

/**
 * The backend's answer as the shopper's message. Every accepted address hears the same: look for
 * the confirmation mail. Whether it was already on the list is never said, so the form tells nobody
 * who gets the newsletter. A 400 is an address the backend will not take; anything else is a
 * failure to try again later, and keeps what was typed.
 */
export function signupState(email: string, result: ApiResult<unknown>): SignupState {
  if (result.ok) return { kind: 'check-inbox', email };
  if (result.error.kind === 'http' && result.error.status === 400) return { kind: 'invalid-email', email };
  return { kind: 'unavailable', email };
}
