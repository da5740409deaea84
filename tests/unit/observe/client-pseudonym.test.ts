import * as crypto from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof crypto>();
  return { ...actual, createSecretKey: vi.fn(actual.createSecretKey), createHmac: vi.fn(actual.createHmac) };
});

const { clientPseudonym } = await import('@/platform/log/client-pseudonym.mjs');

describe('the client pseudonym of a log line (decision 0044)', () => {
  it('names one client alike on every line and two clients apart', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (one, other) => {
        expect(clientPseudonym(one)).toBe(clientPseudonym(one));
        expect(clientPseudonym(one)).toMatch(/^[\w-]{12}$/);
        if (one !== other) expect(clientPseudonym(one)).not.toBe(clientPseudonym(other));
      }),
    );
  });

  it('prepares its key once, not on every line: a raw key made each line cost ~75 µs (decision 0069)', () => {
    for (const client of ['203.0.113.7', '198.51.100.1', 'unknown']) clientPseudonym(client);
    expect(vi.mocked(crypto.createSecretKey).mock.calls.length).toBeLessThanOrEqual(1);
    for (const [, key] of vi.mocked(crypto.createHmac).mock.calls) expect(key).toBeInstanceOf(crypto.KeyObject);
  });
});
