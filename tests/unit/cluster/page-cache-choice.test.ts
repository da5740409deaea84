import { describe, expect, it } from 'vitest';
import { usesSharedCache } from '@/platform/cache/page-cache.mjs';

describe('which page cache a process uses', () => {
  it('shares Redis only when REDIS_URL is set, and never while building', () => {
    expect(usesSharedCache({})).toBe(false);
    expect(usesSharedCache({ REDIS_URL: '' })).toBe(false);
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6390' })).toBe(true);
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6390', NEXT_PHASE: 'phase-production-server' })).toBe(true);
    expect(usesSharedCache({ REDIS_URL: 'redis://127.0.0.1:6390', NEXT_PHASE: 'phase-production-build' })).toBe(false);
  });
});
