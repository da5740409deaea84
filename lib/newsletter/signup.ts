import type { ApiResult } from '@/lib/api/result';
import type { NewsletterSignup } from '@/lib/api/types';
import { EMAIL_MAX_LENGTH, isValidEmail } from '@/lib/email-address';

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
  | { kind: 'subscribed'; email: string }
  | { kind: 'already'; email: string }
  | { kind: 'invalid-email'; email: string }
  | { kind: 'too-many'; email: string }
  | { kind: 'unavailable'; email: string };

/**
 * The backend's answer as the shopper's message. An address already on the list gets a friendly
 * word instead of an error; a 400 is an address the backend will not take; anything else is a
 * failure to try again later, and keeps what was typed.
 */
export function signupState(email: string, result: ApiResult<NewsletterSignup>): SignupState {
  if (result.ok) return { kind: result.data.already_subscribed ? 'already' : 'subscribed', email };
  if (result.error.kind === 'http' && result.error.status === 400) return { kind: 'invalid-email', email };
  return { kind: 'unavailable', email };
}
