import { securityEvent } from '@/platform/log/security-event';
import { rateLimitRefusals } from '@/platform/metrics/shop-metrics.mjs';
import { LOCKOUT_RULES } from '@/platform/security/rate-limits';
import type { SharedRateLimiter } from '@/platform/security/shared-rate-limit';

/** The key of a failure limit per secret and client: one guesser's failures never slow the owner elsewhere. */
export function keyAndClient(key: string, client: string): string {
  return JSON.stringify([key, client]);
}

/** The one key of a ceiling over all clients together. */
export const ALL_CLIENTS = 'all';

/** A limit and the key it counts under: the client address, an e-mail, or both together. */
export type Limit = readonly [limiter: SharedRateLimiter, key: string];

export type Attempt = { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * One attempt under several limits, asked in order. Limits on `everyAttempt` count it whatever comes
 * of it. Limits on `failures` count it before the backend is asked, so a burst sent at once cannot
 * all pass while the first answers are still on their way, and give it back (`giveBack`) once it succeeded or the backend could not judge it.
 * A refusal gives back what the attempt had counted, and is logged without the key.
 */
export async function limitAttempt(client: string, limits: { everyAttempt?: readonly Limit[]; failures?: readonly Limit[] }): Promise<Attempt> {
  const everyAttempt = limits.everyAttempt ?? [];
  const releases: (() => Promise<void>)[] = [];
  for (const [limiter, key] of [...everyAttempt, ...(limits.failures ?? [])]) {
    const admission = await limiter.take(key);
    if (!admission.allowed) {
      await Promise.all(releases.map((release) => release()));
      const rule = limiter.name;
      rateLimitRefusals.inc({ limit: rule });
      securityEvent(LOCKOUT_RULES.has(rule) ? 'locked-out' : 'rate-limited', { rule, client, retryAfterSeconds: admission.retryAfterSeconds });
      return admission;
    }
    releases.push(admission.release);
  }
  const failureReleases = releases.slice(everyAttempt.length);
  return {
    allowed: true,
    giveBack: async () => {
      await Promise.all(failureReleases.map((release) => release()));
    },
  };
}
