import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedRateLimiter } from '@/platform/security/shared-rate-limit';
import { useConnectedRedis } from './connected-redis';

const RULE = { limit: 3, windowMs: 60_000 };
const BACKOFF = { windowMs: 3_600_000, backoff: { free: 5, firstMs: 1000, maxMs: 900_000 } };

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

  it('15 wrong passwords sent at once to two instances: five are let through, in one script per attempt', async () => {
    const instanceA = new SharedRateLimiter('burst', BACKOFF, shared.client);
    const instanceB = new SharedRateLimiter('burst', BACKOFF, shared.client);
    const admissions = await Promise.all(Array.from({ length: 15 }, (_, index) => (index % 2 ? instanceA : instanceB).take('kund@example.se')));
    expect(admissions.filter((admission) => admission.allowed)).toHaveLength(5);
    expect(admissions.filter((admission) => !admission.allowed)).toEqual(Array.from({ length: 10 }, () => ({ allowed: false, retryAfterSeconds: 1 })));
  });

  it('gives an attempt back when it succeeded, on every instance', async () => {
    const instanceA = new SharedRateLimiter('giveBack', RULE, shared.client);
    const instanceB = new SharedRateLimiter('giveBack', RULE, shared.client);
    const held = await Promise.all([instanceA.take('e'), instanceA.take('e'), instanceA.take('e')]);
    expect((await instanceB.take('e')).allowed).toBe(false);
    const first = held[0];
    if (first.allowed) await first.release();
    expect((await instanceB.take('e')).allowed).toBe(true);
    expect((await instanceB.take('e')).allowed).toBe(false);
  });

  it('waits as the process does: 1, 2, 4 s after five failures', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const limiter = new SharedRateLimiter('backoff', BACKOFF, shared.client);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await limiter.take('f')).allowed).toBe(true);
    for (const seconds of [1, 2, 4]) {
      expect(await limiter.take('f')).toEqual({ allowed: false, retryAfterSeconds: seconds });
      vi.setSystemTime(Date.now() + seconds * 1000 - 1);
      expect((await limiter.take('f')).allowed).toBe(false);
      vi.setSystemTime(Date.now() + 1);
      expect((await limiter.take('f')).allowed).toBe(true);
    }
  });

  it('sends the script again to a Redis that forgot it', async () => {
    const limiter = new SharedRateLimiter('flushed', RULE, shared.client);
    expect((await limiter.take('g')).allowed).toBe(true);
    await shared.client.scriptFlush();
    expect((await limiter.take('g')).allowed).toBe(true);
    expect(await shared.client.zCard((await shared.client.keys('rate:flushed:*'))[0]!)).toBe(2);
  });

  it('never stores what it limits in the clear', async () => {
    await new SharedRateLimiter('failuresPerEmail', RULE, shared.client).take('kund@example.se');
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
