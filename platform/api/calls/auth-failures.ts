import type { ApiResult } from '@/platform/api/result';
import { logger } from '@/platform/log/logger';

/** The authentication calls, by the name their failures are logged under. */
export type AuthCall =
  | 'login'
  | 'refresh'
  | 'profile'
  | 'profile-update'
  | 'password-change'
  | 'order-login'
  | 'order-refresh'
  | 'order-info'
  | 'link-login'
  | 'link-peek'
  | 'mail-link'
  | 'password-reset'
  | 'devices'
  | 'devices-replace';

/**
 * The backend's refusal (a 4xx: wrong password, spent or expired link or token, a taken address) is
 * the sign-in's own answer to the shopper, not an error of the shop.
 */
export function isAuthRefusal(result: ApiResult<unknown>): boolean {
  return !result.ok && result.error.kind === 'http' && result.error.status < 500;
}

/**
 * docs/product/errors.md, ERR-12: every failed authentication call is logged here, once, except the
 * refusals, which happen all day and say nothing about the shop's health (a refused link is a
 * security event instead). The line names the call and the kind of failure, never a token or address.
 */
export async function loggingAuthFailure<T>(call: AuthCall, pending: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await pending;
  if (!result.ok && !isAuthRefusal(result)) {
    const status = result.error.kind === 'http' ? { status: result.error.status } : {};
    logger.warn({ event: 'auth-failure', call, kind: result.error.kind, ...status }, `auth: ${call} failed (${result.error.kind})`);
  }
  return result;
}
