import type { ApiResult } from '@/platform/api/result';

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
