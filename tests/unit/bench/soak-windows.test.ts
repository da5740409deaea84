/**
 * The soak (docs/operating.md, OPS-55..OPS-58): bounded settings, windows judged by RSS growth after
 * the first window, the last window's p99 against the second's, and no failed request.
 */
import fc from 'fast-check';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { percentile, serverFigures, soakSettings, soakVerdicts, type SoakWindow } from '@/bench/soak-windows';

describe('soakSettings', () => {
  it('is 20 minutes in 5-minute windows with 10 shoppers unless told otherwise', () => {
    expect(soakSettings({}, [])).toEqual({ minutes: 20, windowMinutes: 5, shoppers: 10 });
  });

  it('takes the environment, and flags over it', () => {
    expect(soakSettings({ SOAK_MINUTES: '30', SOAK_WINDOW_MINUTES: '10', SOAK_SHOPPERS: '4' }, [])).toEqual({ minutes: 30, windowMinutes: 10, shoppers: 4 });
    expect(soakSettings({ SOAK_MINUTES: '30' }, ['--minutes=4', '--window=1'])).toEqual({ minutes: 4, windowMinutes: 1, shoppers: 10 });
  });

  it('refuses a run that is not whole windows, fewer than two, unbounded, or an unknown flag', () => {
    expect(() => soakSettings({}, ['--minutes=7', '--window=2'])).toThrow(/at least 2 whole windows/);
    expect(() => soakSettings({}, ['--minutes=5', '--window=5'])).toThrow(/at least 2 whole windows/);
    expect(() => soakSettings({}, ['--minutes=121'])).toThrow(/from 1 to 120/);
    expect(() => soakSettings({ SOAK_MINUTES: '1.5' }, [])).toThrow(/whole number/);
    expect(() => soakSettings({}, ['--hours=1'])).toThrow(/unknown argument --hours=1/);
  });
});

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([5], 0.99)).toBe(5);
  });

  it('is never below the share of values it names', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1 }), fc.double({ min: 0.01, max: 1, noNaN: true }), (values, share) => {
        const p = percentile(values, share);
        expect(values.filter((value) => value <= p).length / values.length).toBeGreaterThanOrEqual(share);
      }),
    );
  });
});

describe('soakVerdicts', () => {
  const window = (rssMb: number, p99Ms: number, errors = 0): SoakWindow => ({
    requests: 1000,
    errors,
    p99Ms,
    rssBytes: rssMb * 1_000_000,
    heapUsedBytes: 80_000_000,
    eventLoopDelayP99Ms: 20,
  });

  it('passes RSS at 10 % above the first window, fails above, whichever later window grew', () => {
    expect(soakVerdicts([window(200, 50), window(220, 50), window(210, 50)])[0]?.pass).toBe(true);
    const grown = soakVerdicts([window(200, 50), window(221, 50), window(205, 50)])[0];
    expect(grown?.pass).toBe(false);
    expect(grown?.detail).toBe("RSS at most 221.0 MB after the first window's 200.0 MB: 10.5 % (target <= 10 %)");
  });

  it("holds the last window's p99 to 1.2 x the second's, not the first's", () => {
    expect(soakVerdicts([window(200, 10), window(200, 50), window(200, 60)])[1]?.pass).toBe(true);
    expect(soakVerdicts([window(200, 500), window(200, 50), window(200, 61)])[1]?.pass).toBe(false);
  });

  it('fails on a single failed request in any window', () => {
    expect(soakVerdicts([window(200, 50), window(200, 50, 1), window(200, 50)])[2]).toEqual({ pass: false, detail: '1 failed steps (target 0)' });
  });
});

describe('serverFigures', () => {
  it("reads RSS, heap and event-loop delay from prom-client's default metrics", async () => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const figures = serverFigures(await registry.metrics());
    expect(figures.rssBytes).toBeGreaterThan(1_000_000);
    expect(figures.heapUsedBytes).toBeGreaterThan(1_000_000);
    expect(figures.eventLoopDelayP99Ms).toBeGreaterThanOrEqual(0);
  });

  it('says which figure is missing', () => {
    expect(() => serverFigures('process_resident_memory_bytes 1\n')).toThrow(/no nodejs_heap_size_used_bytes/);
  });
});
