/**
 * Each checkout on a shared machine benches on its own ports: STORE_PORT and MOCK_PORT, or 3000 and
 * 4010 when unset; anything that is not a usable port is refused before anything is built.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchPorts } from '@/bench/config';

describe('benchPorts', () => {
  it('keeps 3000 and 4010 when nothing is set', () => {
    expect(benchPorts({})).toEqual({ app: 3000, mock: 4010 });
  });

  it('takes STORE_PORT and MOCK_PORT', () => {
    expect(benchPorts({ STORE_PORT: '3160', MOCK_PORT: '4160' })).toEqual({ app: 3160, mock: 4160 });
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
