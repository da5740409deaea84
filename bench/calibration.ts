/**
 * The simulated phone of `npm run bench`, the same class on any host (docs/operating.md, OPS-60):
 * the CPU slowdown comes from the host's `benchmarkIndex` as Lighthouse measures it, along the curve
 * of Lighthouse's own calibration guidance (its throttling documentation, "Calibrating the CPU slowdown", and
 * its CPU throttling calculator, which the lighthouse package does not export): a host of index 150
 * runs as the target phone, one of 800 at 2x, 1300 at 3x, and each 233 above that one x more.
 */
import { median } from '@/bench/paired-rounds';

/** Below this index no slowdown can make the host the target phone: it is slower already. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/** The CPU slowdown that makes a host of `benchmarkIndex` the target phone, to two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) {
    throw new Error(
      `a host of benchmarkIndex ${benchmarkIndex} is slower than the phone the bench simulates (index ${SLOWEST_CALIBRATED_INDEX} and up can be calibrated); its figures would not compare`,
    );
  }
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 100) / 100;
}

/** The middle of a run's figures and how far they spread, as the report prints them. */
export interface Figures {
  median: number;
  min: number;
  max: number;
}

export function figures(values: readonly number[]): Figures {
  if (values.length === 0) throw new Error('no figures to take the median of');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
