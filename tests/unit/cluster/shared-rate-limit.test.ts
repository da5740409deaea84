import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedRateLimiter } from '@/lib/shared-rate-limit';
import { useConnectedRedis } from './connected-redis';

const RULE = { limit: 3, windowMs: 60_000 };

describe('a rate limit shared through Redis', () => {
  const shared = useConnectedRedis();
  afterEach(() => vi.useRealTimers());

  it('counts the events of every instance together', async () => {
    const instanceA = new SharedRateLimiter('signIn', RULE, shared.client);
    const instanceB = new SharedRateLimiter('signIn', RULE, shared.client);
    expect((await instanceA.take('203.0.113.7')).allowed).toBe(true);
    expect((await instanceB.take('203.0.113.7')).allowed).toBe(true);
    expect((await instanceA.take('203.0.113.7')).allowed).toBe(true);
    expect(await instanceB.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await instanceB.take('203.0.113.8')).allowed).toBe(true);
  });

  it('lets an event count for exactly one window', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const limiter = new SharedRateLimiter('window', { limit: 1, windowMs: 60_000 }, shared.client);
    await limiter.take('a');
    vi.setSystemTime(new Date('2026-11-24T10:00:59.999Z'));
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('never stores what it limits in the clear', async () => {
    await new SharedRateLimiter('failuresPerEmail', RULE, shared.client).record('kund@example.se');
    const keys = await shared.client.keys('rate:failuresPerEmail:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('kund');
    expect(await shared.client.pTTL(keys[0]!)).toBeGreaterThan(59_000);
  });

  it('counts in the process while Redis is down, and in Redis again once it is back', async () => {
    const limiter = new SharedRateLimiter('outage', { limit: 2, windowMs: 60_000 }, shared.client);
    await shared.redis.stop();
    await vi.waitUntil(() => !shared.client.isReady, { timeout: 5000, interval: 20 });
    expect((await limiter.take('c')).allowed).toBe(true);
    expect((await limiter.take('c')).allowed).toBe(true);
    expect((await limiter.take('c')).allowed).toBe(false);

    await shared.redis.start();
    await vi.waitUntil(() => shared.client.isReady, { timeout: 5000, interval: 20 });
    const otherInstance = new SharedRateLimiter('outage', { limit: 2, windowMs: 60_000 }, shared.client);
    expect((await otherInstance.take('c')).allowed).toBe(true);
    expect((await limiter.take('c')).allowed).toBe(true);
    expect((await otherInstance.take('c')).allowed).toBe(false);
  });

  it('decides in the process when Redis is too slow to answer, without waiting for it', async () => {
    const limiter = new SharedRateLimiter('slow', { limit: 1, windowMs: 60_000 }, shared.client);
    shared.redis.pause();
    try {
      expect((await limiter.take('d')).allowed).toBe(true);
      expect((await limiter.take('d')).allowed).toBe(false);
    } finally {
      shared.redis.resume();
    }
  });
});
