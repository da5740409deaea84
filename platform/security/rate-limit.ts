/**
 * Rate limits over a sliding window: the events of a key within the last `windowMs` decide whether
 * one more may count now.
 *
 * `SlidingWindowLimiter` keeps them in this server process's memory, so each process counts on its
 * own and a restart forgets: the limit of a single `next start`, and what every instance falls back
 * to while Redis cannot answer (platform/security/shared-rate-limit.ts), which applies the same rule in a script.
 */
export interface RateRule {
  /** How long an event counts. */
  windowMs: number;
  /** At most this many events in the window; none when absent. */
  limit?: number;
  /**
   * A growing wait instead of a hard stop: once `free` events are in the window, the next one must
   * come `firstMs` after the latest, doubling with each event beyond, never more than `maxMs`.
   */
  backoff?: { free: number; firstMs: number; maxMs: number };
}

/** An event that counts from now on; `release` takes it back, for an attempt that turned out no failure. */
export type Admission = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Milliseconds until one more event may count, given the times of those in the window, oldest first; 0 or less: now. */
export function waitMs(rule: RateRule, times: readonly number[], now: number): number {
  let wait = 0;
  if (rule.limit !== undefined && times.length >= rule.limit) wait = times[times.length - rule.limit]! + rule.windowMs - now;
  if (rule.backoff && times.length >= rule.backoff.free) {
    const delay = Math.min(rule.backoff.firstMs * 2 ** (times.length - rule.backoff.free), rule.backoff.maxMs);
    wait = Math.max(wait, times[times.length - 1]! + delay - now);
  }
  return wait;
}

/** A refusal with whole seconds, never 0: a `Retry-After: 0` would invite the next attempt at once. */
export function refusalAfter(ms: number): { allowed: false; retryAfterSeconds: number } {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/**
 * Keys one limiter holds in memory at most. Made-up e-mail addresses must not grow the map without
 * bound, but dropping a key whose window is open would wipe a victim's count: when the map is full
 * only keys whose window has closed make room, and a new key is refused until one has.
 */
export const MAX_KEYS = 10_000;

interface Event {
  at: number;
  id: number;
}

export class SlidingWindowLimiter {
  /** Keys in the order of their latest event, oldest first, so the first key is the first to close. */
  private readonly events = new Map<string, Event[]>();
  private nextId = 0;

  constructor(
    private readonly rule: RateRule,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Counts one event if the rule allows it now. */
  take(key: string): Admission {
    const now = Date.now();
    const recent = this.recent(key, now);
    const wait = waitMs(
      this.rule,
      recent.map((event) => event.at),
      now,
    );
    if (wait > 0) return refusalAfter(wait);
    if (recent.length === 0) {
      this.events.delete(key);
      const full = this.untilRoom(now);
      if (full > 0) return refusalAfter(full);
    }
    const event = { at: now, id: (this.nextId += 1) };
    recent.push(event);
    this.events.delete(key);
    this.events.set(key, recent);
    return {
      allowed: true,
      release: async () => this.release(key, event.id),
    };
  }

  private release(key: string, id: number): void {
    const events = this.events.get(key);
    if (!events) return;
    const left = events.filter((event) => event.id !== id);
    if (left.length === 0) this.events.delete(key);
    else this.events.set(key, left);
  }

  private recent(key: string, now: number): Event[] {
    const since = now - this.rule.windowMs;
    return (this.events.get(key) ?? []).filter((event) => event.at > since);
  }

  /** Makes room for a new key from keys whose window has closed; the milliseconds until one will, when none has. */
  private untilRoom(now: number): number {
    for (const [key, events] of this.events) {
      if (this.events.size < this.maxKeys) return 0;
      const closesAt = (events[events.length - 1]?.at ?? 0) + this.rule.windowMs;
      if (closesAt > now) return closesAt - now;
      this.events.delete(key);
    }
    return 0;
  }
}
