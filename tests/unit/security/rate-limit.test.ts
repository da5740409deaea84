import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstRefusal, SlidingWindowLimiter } from '@/lib/rate-limit';
import { RATE_RULES } from '@/lib/rate-limits';

describe('sliding-window rate limit', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-03T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('allows the limit, then refuses with the seconds until the oldest event leaves the window', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    vi.advanceTimersByTime(15_000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('slides: an event counts for exactly one window', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000 });
    limiter.take('a');
    vi.advanceTimersByTime(30_000);
    limiter.take('a');
    vi.advanceTimersByTime(29_999);
    expect(limiter.take('a').allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('counts failures only when told: check does not count, record does', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000 });
    expect([1, 2, 3].map(() => limiter.check('a').allowed)).toEqual([true, true, true]);
    limiter.record('a');
    limiter.record('a');
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('refused attempts do not stretch the wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take('a');
    for (let i = 0; i < 10; i += 1) limiter.take('a');
    vi.advanceTimersByTime(60_000);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('reports the first refusal among several limits', () => {
    expect(firstRefusal([{ allowed: true }, { allowed: true }])).toBeNull();
    expect(firstRefusal([{ allowed: true }, { allowed: false, retryAfterSeconds: 900 }])).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('never reaches a shopper: a few typos, a page\'s ten error reports', () => {
    expect(RATE_RULES.signInFailuresPerEmail).toEqual({ limit: 5, windowMs: 15 * 60_000 });
    expect(RATE_RULES.signInPerClient.limit).toBeGreaterThanOrEqual(20);
    expect(RATE_RULES.errorReportsPerClient.limit).toBeGreaterThan(10);
  });
});
