import { describe, expect, it } from 'vitest';
import { MAX_SYNC_RETRIES, syncRetryDelay } from '@/features/cart/sync/cart-sync-retries';

describe('cart sync retries', () => {
  it('tries a failed round 5 more times, after 1, 2, 4, 8 and 15 seconds', () => {
    expect(MAX_SYNC_RETRIES).toBe(5);
    expect(Array.from({ length: MAX_SYNC_RETRIES }, (_, failures) => syncRetryDelay(failures))).toEqual([1000, 2000, 4000, 8000, 15_000]);
  });

  it('never waits longer than 15 seconds', () => {
    expect(syncRetryDelay(10)).toBe(15_000);
  });
});
