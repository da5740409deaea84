/** The bench's phone is the same class on any host: the CPU slowdown follows the host's benchmarkIndex (docs/operating.md, OPS-60). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, figures, SLOWEST_CALIBRATED_INDEX } from '@/bench/calibration';

describe('cpuSlowdownFor: the curve of Lighthouse calibration guidance', () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('benchmarkIndex %i runs at %fx', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(slowdown, 1);
  });

  it('a faster host is slowed down more, never less, and never below 1x', () => {
    fc.assert(
      fc.property(fc.double({ min: SLOWEST_CALIBRATED_INDEX, max: 10_000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (index, faster) => {
        expect(cpuSlowdownFor(index)).toBeGreaterThanOrEqual(1);
        expect(cpuSlowdownFor(index + faster)).toBeGreaterThanOrEqual(cpuSlowdownFor(index));
      }),
    );
  });

  it.each([149, 0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a host it cannot calibrate: %f', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow(/benchmarkIndex/);
  });
});

describe('figures: the median of the runs and their spread', () => {
  it('takes the middle of five runs, whatever their order, and the lowest and highest', () => {
    expect(figures([120, 80, 300, 95, 110])).toEqual({ median: 110, min: 80, max: 300 });
  });

  it('refuses to make figures of no run', () => {
    expect(() => figures([])).toThrow();
  });
});
