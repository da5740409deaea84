import { createHash, randomUUID } from 'node:crypto';
import { type Admission, type RateRule, refusalAfter, SlidingWindowLimiter } from '@/platform/security/rate-limit';
import { withinRedisTimeout } from '@/platform/cache/redis-client.mjs';

type ScriptOptions = { keys: string[]; arguments: string[] };

/** What the limiter needs of a Redis client: a narrow face, so a test can hand it a client of its own. */
export interface RateLimitStore {
  readonly isReady: boolean;
  evalSha(sha1: string, options: ScriptOptions): Promise<unknown>;
  eval(script: string, options: ScriptOptions): Promise<unknown>;
  zRem(key: string, member: string): Promise<unknown>;
}

/**
 * `waitMs` and the count of platform/security/rate-limit.ts in one step on the server: trim the window, count,
 * and add the event only when the rule allows it. Done as separate commands, two instances could
 * both count four failures and both let a fifth through. Answers the milliseconds to wait, 0 when
 * the event now counts.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local free = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local wait = 0
if limit >= 0 and count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  wait = tonumber(oldest[2]) + window - now
end
if free >= 0 and count >= free then
  local latest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
  local delay = math.min(tonumber(ARGV[5]) * 2 ^ (count - free), tonumber(ARGV[6]))
  wait = math.max(wait, tonumber(latest[2]) + delay - now)
end
if wait > 0 then return math.ceil(wait) end
redis.call('ZADD', KEYS[1], now, ARGV[7])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

const TAKE_SCRIPT_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

/**
 * A sliding-window limit that every instance of the shop counts together: one Redis sorted set per
 * key, scored by the time of each event. Keys are hashed, so Redis never holds a shopper's e-mail
 * address. While Redis cannot answer, this process's own counters decide: a limit per process is
 * better than none, and a sign-in never waits on Redis.
 */
export class SharedRateLimiter {
  private readonly local: SlidingWindowLimiter;

  constructor(
    readonly name: string,
    private readonly rule: RateRule,
    private readonly store: RateLimitStore | null,
  ) {
    this.local = new SlidingWindowLimiter(rule);
  }

  /**
   * Counts one event if the rule allows it now. The process counts it too, so that it still knows
   * of recent events when Redis goes away.
   */
  async take(key: string): Promise<Admission> {
    if (!this.store?.isReady) return this.local.take(key);
    const storeKey = this.storeKey(key);
    const now = Date.now();
    const member = `${now}:${randomUUID()}`;
    let wait: number;
    try {
      wait = Number(await withinRedisTimeout(this.runScript(this.store, storeKey, now, member)));
    } catch {
      return this.local.take(key);
    }
    if (wait > 0) return refusalAfter(wait);
    const local = this.local.take(key);
    const store = this.store;
    return {
      allowed: true,
      release: async () => {
        if (local.allowed) await local.release();
        try {
          await withinRedisTimeout(store.zRem(storeKey, member));
        } catch {
          // The event stays counted in Redis until its window closes: too strict for a while, never too lax.
        }
      },
    };
  }

  private async runScript(store: RateLimitStore, storeKey: string, now: number, member: string): Promise<unknown> {
    const { limit, backoff, windowMs } = this.rule;
    const options = {
      keys: [storeKey],
      arguments: [
        String(now),
        String(windowMs),
        String(limit ?? -1),
        String(backoff?.free ?? -1),
        String(backoff?.firstMs ?? 0),
        String(backoff?.maxMs ?? 0),
        member,
      ],
    };
    try {
      return await store.evalSha(TAKE_SCRIPT_SHA, options);
    } catch (error) {
      // A Redis that restarted has forgotten the script: send it once in full, and by its hash again after.
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return store.eval(TAKE_SCRIPT, options);
    }
  }

  private storeKey(key: string): string {
    return `rate:${this.name}:${createHash('sha256').update(key).digest('base64url')}`;
  }
}
