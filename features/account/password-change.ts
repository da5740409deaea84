import type { ApiFailure } from '@/platform/api/result';

/** Why a new password was not saved, as our handlers tell the page (and the page tells the shopper). */
export type PasswordChangeError = 'weak_password' | 'wrong_password' | 'invalid_token' | 'signed_out' | 'unavailable';

export const PASSWORD_CHANGE_STATUS: Record<PasswordChangeError, number> = {
  weak_password: 400,
  invalid_token: 401,
  signed_out: 401,
  wrong_password: 403,
  unavailable: 503,
};

/**
 * The backend's refusal of a new password: set with the e-mail link's token (`link`, where a 401 is
 * a spent or expired link) or by a signed-in customer (`session`, where a 401 ends the session and a
 * 403 is a wrong current password). Anything but a 4xx says nothing about the shopper's input.
 */
export function passwordChangeError(failure: ApiFailure, via: 'link' | 'session'): PasswordChangeError {
  if (failure.kind !== 'http') return 'unavailable';
  if (failure.status === 400 || failure.status === 422) return 'weak_password';
  if (failure.status === 401) return via === 'link' ? 'invalid_token' : 'signed_out';
  if (failure.status === 403) return via === 'session' ? 'wrong_password' : 'invalid_token';
  return failure.status === 404 && via === 'link' ? 'invalid_token' : 'unavailable';
}
