import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptThroughput } from '@/bench/observer-cost';

describe('the throughput logs and metrics keep, from their cost where it runs (docs/operating.md, OPS-70)', () => {
  it('takes the wrapper at warn out of the "off" request before it adds the wrapper at info', () => {
    // 2 ms with the wrapper at warn (10 µs): 1.99 ms without; with info's 50 µs, 2.04 ms.
    expect(keptThroughput(2, { bare: 0, warn: 10, info: 50 })).toBeCloseTo(1.99 / 2.04, 10);
  });

  it('keeps everything when the wrapper costs nothing, and less the more it costs', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (cpuMs, warn, extra) => {
          const cheap = keptThroughput(cpuMs, { bare: 0, warn, info: warn + extra });
          const dear = keptThroughput(cpuMs, { bare: 0, warn, info: warn + extra + 10 });
          expect(cheap).toBeLessThanOrEqual(1);
          expect(dear).toBeLessThan(cheap);
        },
      ),
    );
    expect(keptThroughput(2, { bare: 1, warn: 1, info: 1 })).toBe(1);
  });
});
