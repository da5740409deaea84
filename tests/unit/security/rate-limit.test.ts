import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEYS, type RateRule, SlidingWindowLimiter, waitMs } from '@/platform/security/rate-limit';
import { RATE_RULES } from '@/platform/security/rate-limits';

const allowed = (limiter: SlidingWindowLimiter, key: string) => limiter.take(key).allowed;

describe('sliding-window rate limit', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-03T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('allows the limit, then refuses with the seconds until the oldest event leaves the window', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => allowed(limiter, 'a'))).toEqual([true, true, true]);
    vi.advanceTimersByTime(15_000);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(allowed(limiter, 'b')).toBe(true);
  });

  it('slides: an event counts for exactly one window', () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000 });
    limiter.take('a');
    vi.advanceTimersByTime(30_000);
    limiter.take('a');
    vi.advanceTimersByTime(29_999);
    expect(allowed(limiter, 'a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allowed(limiter, 'a')).toBe(true);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('holds an attempt from the moment it is let through, and gives it back when released', async () => {
    const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000 });
    const first = limiter.take('a');
    limiter.take('a');
    expect(allowed(limiter, 'a')).toBe(false);
    if (first.allowed) await first.release();
    expect(allowed(limiter, 'a')).toBe(true);
    expect(allowed(limiter, 'a')).toBe(false);
  });

  it('refused attempts do not stretch the wait', () => {
    const limiter = new SlidingWindowLimiter({ limit: 1, windowMs: 60_000 });
    limiter.take('a');
    for (let i = 0; i < 10; i += 1) limiter.take('a');
    vi.advanceTimersByTime(60_000);
    expect(allowed(limiter, 'a')).toBe(true);
  });
});

describe('a growing wait instead of a hard stop', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-03T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const rule: RateRule = { windowMs: 3_600_000, backoff: { free: 5, firstMs: 1000, maxMs: 15 * 60_000 } };

  it('five free, then 1, 2, 4 ... s after the latest, at most 15 minutes', () => {
    const limiter = new SlidingWindowLimiter(rule);
    expect([1, 2, 3, 4, 5].map(() => allowed(limiter, 'a'))).toEqual([true, true, true, true, true]);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const refused = limiter.take('a');
      if (refused.allowed) throw new Error('a sixth attempt at once must wait');
      waits.push(refused.retryAfterSeconds);
      vi.advanceTimersByTime(refused.retryAfterSeconds * 1000 - 1);
      expect(allowed(limiter, 'a')).toBe(false);
      vi.advanceTimersByTime(1);
      expect(allowed(limiter, 'a')).toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('forgets failures an hour old', () => {
    const limiter = new SlidingWindowLimiter(rule);
    for (let attempt = 0; attempt < 5; attempt += 1) limiter.take('a');
    expect(allowed(limiter, 'a')).toBe(false);
    vi.advanceTimersByTime(3_600_000);
    expect([1, 2, 3, 4, 5].map(() => allowed(limiter, 'a'))).toEqual([true, true, true, true, true]);
  });

  it('waits for the later of a limit and a growing wait', () => {
    expect(waitMs({ windowMs: 60_000, limit: 2, backoff: { free: 1, firstMs: 1000, maxMs: 10_000 } }, [0, 50_000], 50_000)).toBe(10_000);
    expect(waitMs({ windowMs: 60_000, limit: 2, backoff: { free: 1, firstMs: 1000, maxMs: 10_000 } }, [0, 1000], 1000)).toBe(59_000);
  });
});

describe('a bounded number of keys', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-03T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it("10,000 made-up e-mails do not wipe a victim's count: new keys wait until a window closes", () => {
    const limiter = new SlidingWindowLimiter({ limit: 5, windowMs: 15 * 60_000 });
    for (let attempt = 0; attempt < 5; attempt += 1) limiter.take('victim@example.se');
    vi.advanceTimersByTime(60_000);
    for (let made = 0; made < MAX_KEYS; made += 1) limiter.take(`made-up-${made}@example.com`);
    expect(limiter.take('victim@example.se')).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    expect(limiter.take('newcomer@example.se')).toEqual({ allowed: false, retryAfterSeconds: 14 * 60 });
    vi.advanceTimersByTime(14 * 60_000);
    expect(allowed(limiter, 'newcomer@example.se')).toBe(true);
    expect(allowed(limiter, 'made-up-1@example.com')).toBe(true);
  });

  it('keys already held keep counting while the map is full', () => {
    const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 60_000 }, 2);
    limiter.take('a');
    limiter.take('b');
    expect(allowed(limiter, 'c')).toBe(false);
    expect([allowed(limiter, 'a'), allowed(limiter, 'a'), allowed(limiter, 'a')]).toEqual([true, true, false]);
  });

  it('whatever the keys, releases and pauses, no window ever holds more events than the limit and nothing throws', () => {
    const step = fc.oneof(
      fc.record({ take: fc.string({ maxLength: 40 }) }),
      fc.record({ release: fc.nat(50) }),
      fc.record({ pause: fc.integer({ min: 0, max: 30_000 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 8 }), fc.array(step, { maxLength: 80 }), (limit, maxKeys, steps) => {
        vi.setSystemTime(0);
        const limiter = new SlidingWindowLimiter({ limit, windowMs: 60_000 }, maxKeys);
        const held: { key: string; at: number; release: () => Promise<void>; released: boolean }[] = [];
        for (const next of steps) {
          if ('pause' in next) vi.advanceTimersByTime(next.pause);
          else if ('release' in next) {
            const event = held[next.release % Math.max(1, held.length)];
            if (event && !event.released) {
              void event.release();
              event.released = true;
            }
          } else {
            const admission = limiter.take(next.take);
            if (admission.allowed) held.push({ key: next.take, at: Date.now(), release: admission.release, released: false });
            else expect(admission.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          }
          const open = held.filter((event) => !event.released && event.at > Date.now() - 60_000);
          for (const key of new Set(open.map((event) => event.key))) expect(open.filter((event) => event.key === key).length).toBeLessThanOrEqual(limit);
          expect(new Set(open.map((event) => event.key)).size).toBeLessThanOrEqual(maxKeys);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the shop's rules", () => {
  it("never reach a shopper: a few typos, a page's ten error reports", () => {
    expect(RATE_RULES.signInFailuresPerEmailAndClient.backoff.free).toBe(5);
    expect(RATE_RULES.signInPerClient.limit).toBeGreaterThanOrEqual(20);
    expect(RATE_RULES.errorReportsPerClient.limit).toBeGreaterThan(10);
  });

  it('one client cannot reach the ceiling per e-mail or order on its own within the window', () => {
    for (const [perClient, perKey] of [
      [RATE_RULES.signInFailuresPerEmailAndClient, RATE_RULES.signInFailuresPerEmail],
      [RATE_RULES.orderLookupFailuresPerOrderAndClient, RATE_RULES.orderLookupFailuresPerOrder],
    ] as const) {
      const { free, firstMs, maxMs } = perClient.backoff;
      expect(maxMs).toBeLessThanOrEqual(perClient.windowMs);
      let at = 0;
      let failures = free;
      while (at + Math.min(firstMs * 2 ** (failures - free), maxMs) < perKey.windowMs) {
        at += Math.min(firstMs * 2 ** (failures - free), maxMs);
        failures += 1;
      }
      expect(failures).toBeLessThan(perKey.limit);
    }
  });
});
