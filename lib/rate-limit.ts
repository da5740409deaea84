/**
 * A sliding-window rate limit: at most `limit` events per key within the last `windowMs`.
 *
 * State lives in this server process's memory, so each process counts on its own and a restart
 * forgets: the limit of a single `next start`, and what every instance falls back to while Redis
 * cannot answer (lib/shared-rate-limit.ts). The number of keys is bounded, the oldest key going
 * first, so made-up e-mail addresses cannot grow the map without limit.
 */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateRule {
  limit: number;
  windowMs: number;
}

const MAX_KEYS = 10_000;

export class SlidingWindowLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly rule: RateRule) {}

  /** The verdict without counting: for limits on failures, asked before the attempt. */
  check(key: string): RateVerdict {
    const recent = this.recent(key, Date.now());
    if (recent.length < this.rule.limit) return { allowed: true };
    const oldest = recent[recent.length - this.rule.limit]!;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.rule.windowMs - Date.now()) / 1000)) };
  }

  /** Counts one event. */
  record(key: string): void {
    const now = Date.now();
    const recent = this.recent(key, now);
    recent.push(now);
    this.events.delete(key);
    this.events.set(key, recent);
    if (this.events.size > MAX_KEYS) this.events.delete(this.events.keys().next().value!);
  }

  /** Checks and, when allowed, counts: for limits on every attempt. */
  take(key: string): RateVerdict {
    const verdict = this.check(key);
    if (verdict.allowed) this.record(key);
    return verdict;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    return (this.events.get(key) ?? []).filter((at) => at > since);
  }
}

/** The first refusal among several limits that all apply, or null when every one allows. */
export function firstRefusal(verdicts: readonly RateVerdict[]): { retryAfterSeconds: number } | null {
  for (const verdict of verdicts) if (!verdict.allowed) return verdict;
  return null;
}
