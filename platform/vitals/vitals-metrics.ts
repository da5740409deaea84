import { Counter, Histogram, register } from 'prom-client';
import type { FieldReport } from '@/platform/vitals/field-vitals';

/**
 * The field vitals' metrics on prom-client's default registry, which the metrics server serves. Each
 * is created once per process: Next evaluates this module in several bundles, and a second
 * `new Histogram` under the same name would throw.
 */

/**
 * Bucket bounds at the thresholds of "good" and "poor" of each timing (INP 0.2 and 0.5, TTFB 0.8 and
 * 1.8, FCP 1.8 and 3, LCP 2.5 and 4 seconds), so the share of good page loads is read off one bucket.
 */
export const TIMING_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20, 60];
/** CLS: good up to 0.1, poor from 0.25. */
export const LAYOUT_SHIFT_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

/** What became of a beacon: counted, refused by the guard (media type, origin, size), not a beacon, or over the rate limit. */
export type ReportOutcome = 'accepted' | 'refused' | 'malformed' | 'rate-limited';

function histogram(name: string, help: string, labelNames: string[], buckets: number[]): Histogram {
  return (register.getSingleMetric(name) as Histogram | undefined) ?? new Histogram({ name, help, labelNames, buckets });
}

function counter(name: string, help: string, labelNames: string[]): Counter {
  return (register.getSingleMetric(name) as Counter | undefined) ?? new Counter({ name, help, labelNames });
}

const timings = () =>
  histogram(
    'shop_web_vitals_seconds',
    "Shoppers' browsers' LCP, INP, TTFB and FCP, per page type and storefront",
    ['metric', 'page', 'storefront'],
    TIMING_BUCKETS,
  );
const layoutShifts = () =>
  histogram('shop_web_vitals_cls', "Shoppers' browsers' cumulative layout shift, per page type and storefront", ['page', 'storefront'], LAYOUT_SHIFT_BUCKETS);
const reports = () => counter('shop_web_vitals_reports_total', 'Field vitals beacons received, by what became of them', ['outcome']);

export function observeFieldReport(report: FieldReport): void {
  for (const { name, value } of report.observations) {
    if (name === 'CLS') layoutShifts().observe({ page: report.page, storefront: report.storefront }, value);
    else timings().observe({ metric: name, page: report.page, storefront: report.storefront }, value);
  }
}

export function countFieldReport(outcome: ReportOutcome): void {
  reports().inc({ outcome });
}
