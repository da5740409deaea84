/**
 * Each checkout on a shared machine benches on its own ports: STORE_PORT and MOCK_PORT, or 3000 and
 * 4010 when unset; anything that is not a usable port is refused before anything is built.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchPorts } from '@/bench/config';

describe('benchPorts', () => {
  it('keeps 3000 and 4010 when nothing is set', () => {
    expect(benchPorts({})).toEqual({ app: 3000, mock: 4010, extra: 3190 });
  });

  it('takes STORE_PORT and MOCK_PORT', () => {
    expect(benchPorts({ STORE_PORT: '3160', MOCK_PORT: '4160' })).toEqual({ app: 3160, mock: 4160, extra: 3350 });
  });

  it('takes BENCH_EXTRA_PORT for the four servers it starts beside the shop, so they keep to one range', () => {
    expect(benchPorts({ STORE_PORT: '3141', MOCK_PORT: '4141', BENCH_EXTRA_PORT: '3142' })).toEqual({ app: 3141, mock: 4141, extra: 3142 });
  });

  it('refuses extra ports that take in the shop or the mock, or run past the last port', () => {
    expect(() => benchPorts({ STORE_PORT: '3141', BENCH_EXTRA_PORT: '3138' })).toThrow(/leave out STORE_PORT/);
    expect(() => benchPorts({ STORE_PORT: '3141', MOCK_PORT: '4141', BENCH_EXTRA_PORT: '4141' })).toThrow(/leave out/);
    expect(() => benchPorts({ BENCH_EXTRA_PORT: '65533' })).toThrow(/BENCH_EXTRA_PORT must be a port number from 1024 to 65532/);
  });

  it('refuses the same port for both', () => {
    expect(() => benchPorts({ STORE_PORT: '4010' })).toThrow(/must differ/);
  });

  it('accepts every unprivileged port and refuses anything else, with a message', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const value = Number(raw);
        const usable = /^\d+$/.test(raw) && value >= 1024 && value <= 65535 && value !== 4010;
        if (usable) expect(benchPorts({ STORE_PORT: raw }).app).toBe(value);
        else expect(() => benchPorts({ STORE_PORT: raw })).toThrow(/STORE_PORT/);
      }),
      { numRuns: 5000 },
    );
  });
});
