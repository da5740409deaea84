/**
 * Where `npm run bench` measures, how hard, and against which targets (the benchmark issue).
 */

/**
 * Port 3000 on purpose: the storefront domains are inlined at build time with that port
 * (STORE_PORT), and a browser must reach the shop by its own domain, so the bench cannot move it.
 */
export const APP_PORT = 3000;
export const MOCK_PORT = 4010;
/** Every load is sent here and nowhere else: loopback only. */
export const APP_ADDRESS = '127.0.0.1';
/** The Swedish storefront (sv, the default): its domain picks the locale in the proxy. */
export const STORE_HOST = `sv.localhost:${APP_PORT}`;
export const STORE_ORIGIN = `http://${STORE_HOST}`;
export const MOCK_ORIGIN = `http://${APP_ADDRESS}:${MOCK_PORT}`;
/** The floor route: app/[locale]/bench-floor, a trivial page under the same proxy and root layout. */
export const FLOOR_PATH = '/bench-floor';

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';

export interface ThroughputSettings {
  connections: number;
  /** Seconds of load per page in all, shared out over the rounds. */
  durationSeconds: number;
  /**
   * Pages take turns in short rounds (floor, home, ..., floor, home, ...): other work on this shared
   * 2-core machine then weighs on every page alike instead of on whichever page ran at the time.
   */
  rounds: number;
  /** Load per page before measuring: fills the page cache and warms the JIT. */
  warmupSeconds: number;
}

/** The autocannon settings, BENCH_DURATION (seconds per page, default 10) included. */
export function throughputSettings(): ThroughputSettings {
  const raw = process.env.BENCH_DURATION ?? '10';
  const durationSeconds = Number(raw);
  // Bounded: a load test here must stop by itself in reasonable time.
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1 || durationSeconds > 120) {
    throw new Error(`BENCH_DURATION must be a whole number of seconds from 1 to 120, not "${raw}".`);
  }
  return { connections: 10, durationSeconds, rounds: 5, warmupSeconds: 2 };
}

export const LIGHTHOUSE_RUNS = 3;

/** Readiness of `next start` after launch, and of a production build. */
export const SERVER_READY_TIMEOUT_MS = 120_000;
/** How long to wait for someone else's `next build` to finish before giving up. */
export const OTHER_BUILD_TIMEOUT_MS = 20 * 60_000;

export const TARGETS = {
  /** Catalog pages serve at least this share of the floor route's requests per second. */
  minThroughputRatio: 0.8,
  /** Lighthouse performance at most this many points below the floor route's. */
  maxPerformanceDrop: 3,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
  maxCls: 0.05,
  /** First-load JavaScript, gzip, above the floor route. */
  maxJsExcessKb: 35,
  /** The checkout carries the whole form and its checks; still at most this much above the floor. */
  maxCheckoutJsExcessKb: 60,
  /** What the cookie alert may add to a first visit's JavaScript, gzip (issue 11). */
  maxCookieAlertJsKb: 5,
  /** A repeated search query: at least this share of the floor route's req/s, under this p99 (issue 13). */
  minSearchThroughputRatio: 0.5,
  maxSearchP99Ms: 100,
  /** The typeahead's calls with 10 shoppers typing at once (issue 13). */
  maxTypeaheadP95Ms: 50,
};
