import type { ApiResult } from '@/platform/api/result';

/**
 * What a failed auth call says about the session. Only the backend's own 401 ends it; a 5xx, a
 * timeout or an unreachable backend says nothing about the shopper, who stays signed in on the page
 * and is told the service is unavailable (503).
 */
export type SessionVerdict = 'signed_out' | 'unavailable';

export function failedSessionVerdict(result: ApiResult<unknown> & { ok: false }): SessionVerdict {
  return result.error.kind === 'http' && result.error.status === 401 ? 'signed_out' : 'unavailable';
}
