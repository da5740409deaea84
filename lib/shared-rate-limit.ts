import { createHash, randomUUID } from 'node:crypto';
import { type RateRule, type RateVerdict, SlidingWindowLimiter } from '@/lib/rate-limit';
import { withinRedisTimeout } from '@/lib/redis/redis-client.mjs';

/** What the limiter needs of a Redis client: a narrow face, so a test can hand it a client of its own. */
export interface RateLimitStore {
  readonly isReady: boolean;
  zRemRangeByScore(key: string, min: number, max: number): Promise<unknown>;
  zRangeWithScores(key: string, start: number, stop: number): Promise<{ score: number }[]>;
  zAdd(key: string, member: { score: number; value: string }): Promise<unknown>;
  pExpire(key: string, milliseconds: number): Promise<unknown>;
}

/**
 * A sliding-window limit that every instance of the shop counts together: one Redis sorted set per
 * key, scored by the time of each event. Keys are hashed, so Redis never holds a shopper's e-mail
 * address. While Redis cannot answer, this process's own counters decide: a limit per process is
 * better than none, and a sign-in never waits on Redis.
 */
export class SharedRateLimiter {
  private readonly local: SlidingWindowLimiter;

  constructor(
    private readonly name: string,
    private readonly rule: RateRule,
    private readonly store: RateLimitStore | null,
  ) {
    this.local = new SlidingWindowLimiter(rule);
  }

  /** The verdict without counting: for limits on failures, asked before the attempt. */
  async check(key: string): Promise<RateVerdict> {
    if (!this.store?.isReady) return this.local.check(key);
    try {
      return await withinRedisTimeout(this.sharedCheck(this.storeKey(key)));
    } catch {
      return this.local.check(key);
    }
  }

  /** Counts one event. */
  async record(key: string): Promise<void> {
    this.local.record(key);
    if (!this.store?.isReady) return;
    const now = Date.now();
    const storeKey = this.storeKey(key);
    try {
      await withinRedisTimeout(
        Promise.all([this.store.zAdd(storeKey, { score: now, value: `${now}:${randomUUID()}` }), this.store.pExpire(storeKey, this.rule.windowMs)]),
      );
    } catch {
      // Counted in this process; Redis missed one event of a window that passes within minutes.
    }
  }

  /** Checks and, when allowed, counts: for limits on every attempt. */
  async take(key: string): Promise<RateVerdict> {
    const verdict = await this.check(key);
    if (verdict.allowed) await this.record(key);
    return verdict;
  }

  private storeKey(key: string): string {
    return `rate:${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }

  private async sharedCheck(storeKey: string): Promise<RateVerdict> {
    const store = this.store!;
    const now = Date.now();
    await store.zRemRangeByScore(storeKey, 0, now - this.rule.windowMs);
    const recent = await store.zRangeWithScores(storeKey, 0, -1);
    if (recent.length < this.rule.limit) return { allowed: true };
    const oldest = recent[recent.length - this.rule.limit]!.score;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000)) };
  }
}
