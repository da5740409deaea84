import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from '@/features/shell/chunk-reload';

describe('chunk load failure reload (docs/product/errors.md, ERR-3)', () => {
  it('guards 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it('reloads once per 60 s', () => {
    const now = 1_000_000;
    expect(shouldReloadForChunkError(null, now)).toBe(true);
    expect(shouldReloadForChunkError(String(now - 59_999), now)).toBe(false);
    expect(shouldReloadForChunkError(String(now - 60_000), now)).toBe(true);
    expect(shouldReloadForChunkError('garbage', now)).toBe(true);
    // A stamp from the future (a changed clock) must not block reloads for good.
    expect(shouldReloadForChunkError(String(now + 5_000), now)).toBe(true);
  });

  it('recognises failed chunks and dynamic imports only', () => {
    const named = new Error('Loading chunk 123 failed.');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk static/chunks/app/page failed. (error: /_next/static/chunks/a.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
