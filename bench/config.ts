/**
 * Where `npm run bench` measures, how hard, and against which targets (the benchmark issue).
 */
import { DEFAULT_CATALOG_SIZE } from '../mocks/data/catalog';

/** Ports the bench takes beside the shop's, from BENCH_EXTRA_PORT on: see `benchPorts`. */
const EXTRA_PORTS = 4;

/**
 * The shop's and the mocked backend's ports: STORE_PORT and MOCK_PORT, default 3000 and 4010. The
 * bench builds with its shop port as well, because the storefront domains are inlined at build time
 * and a browser must reach the shop by its own domain; on a machine shared by several checkouts each
 * bench then keeps to its own ports. The servers it starts beside the shop (metrics, the
 * instrumentation's pair) take BENCH_EXTRA_PORT and the three ports after it, default STORE_PORT + 190.
 */
export function benchPorts(env: Record<string, string | undefined>): { app: number; mock: number; extra: number } {
  const port = (name: string, fallback: number, last = 65535) => {
    const raw = env[name] ?? String(fallback);
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1024 || value > last) {
      throw new Error(`${name} must be a port number from 1024 to ${last}, not "${raw}".`);
    }
    return value;
  };
  const app = port('STORE_PORT', 3000);
  const mock = port('MOCK_PORT', 4010);
  if (app === mock) throw new Error(`STORE_PORT and MOCK_PORT must differ, not both ${app}.`);
  const lastExtra = 65535 - EXTRA_PORTS + 1;
  // Right below the shop's port when 190 above it would run past the last port.
  const extra = port('BENCH_EXTRA_PORT', app + 190 <= lastExtra ? app + 190 : app - EXTRA_PORTS, lastExtra);
  const taken = [app, mock].filter((used) => used >= extra && used < extra + EXTRA_PORTS);
  if (taken.length > 0) {
    throw new Error(`BENCH_EXTRA_PORT ${extra} to ${extra + EXTRA_PORTS - 1} must leave out STORE_PORT and MOCK_PORT, not ${taken.join(' and ')}.`);
  }
  return { app, mock, extra };
}
const ports = benchPorts(process.env);
export const APP_PORT = ports.app;
export const MOCK_PORT = ports.mock;
/** The shop's metrics (`METRICS_PORT`) while the bench or the soak loads it. */
export const BENCH_METRICS_PORT = ports.extra;
/**
 * The instrumentation's cost is measured on two more servers of the same build, started alike, one
 * with logs and metrics on (its metrics on the port after it) and one with them off (docs/operating.md,
 * OPS-15, OPS-49).
 */
export const INSTRUMENTED_PORT = ports.extra + 1;
export const INSTRUMENTED_METRICS_PORT = ports.extra + 2;
export const UNINSTRUMENTED_PORT = ports.extra + 3;
/** Every load is sent here and nowhere else: loopback only. */
export const APP_ADDRESS = '127.0.0.1';
/** The Swedish storefront (sv, the default): its domain picks the locale in the proxy. */
export const STORE_HOST = `sv.localhost:${APP_PORT}`;
export const STORE_ORIGIN = `http://${STORE_HOST}`;
export const MOCK_ORIGIN = `http://${APP_ADDRESS}:${MOCK_PORT}`;
/** The floor route: app/[locale]/bench-floor, a trivial page under the same proxy and root layout. */
export const FLOOR_PATH = '/bench-floor';
/**
 * The per-request floor route: app/[locale]/bench-floor-rendered, the floor route's page rendered for
 * every request, the yardstick of pages that are per visitor (docs/operating.md, OPS-52).
 */
export const FLOOR_RENDERED_PATH = '/bench-floor-rendered';
/** The bare route: app/bench-bare/[locale], a root layout of its own with only Next.js and next-intl. */
export { BARE_PATH } from '../features/bench/bare-route';

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

/**
 * BENCH_PAIR_CONTROL=1 starts both of the instrumentation's pair "off": the A/A control, which shows
 * what the comparison reads when the two servers do not differ at all (docs/operating.md, OPS-71).
 */
export function pairControl(): boolean {
  const raw = process.env.BENCH_PAIR_CONTROL ?? '0';
  if (raw !== '0' && raw !== '1') throw new Error(`BENCH_PAIR_CONTROL must be 0 or 1, not "${raw}".`);
  return raw === '1';
}

/** The mock's smallest catalog (seeded orders refer to its first products) and the largest we measure. */
const MIN_CATALOG_SIZE = 200;
const MAX_CATALOG_SIZE = 50_000;

/**
 * Products in the mocked catalog the shop is built and served on: BENCH_CATALOG_SIZE, default the
 * mock's own. The targets are the same on every size (issue 13 measures them on 50,000 too).
 */
export function benchCatalogSize(): number {
  const raw = process.env.BENCH_CATALOG_SIZE ?? String(DEFAULT_CATALOG_SIZE);
  const size = Number(raw);
  if (!Number.isInteger(size) || size < MIN_CATALOG_SIZE || size > MAX_CATALOG_SIZE) {
    throw new Error(`BENCH_CATALOG_SIZE must be a whole number of products from ${MIN_CATALOG_SIZE} to ${MAX_CATALOG_SIZE}, not "${raw}".`);
  }
  return size;
}

/** Runs of each page and visit: the median and the spread are printed (docs/operating.md, OPS-61). */
export const LIGHTHOUSE_RUNS = 5;

/** Readiness of the shop's server after launch, and of a production build. */
export const SERVER_READY_TIMEOUT_MS = 120_000;
/** How long to wait for someone else's `next build` to finish before giving up. */
export const OTHER_BUILD_TIMEOUT_MS = 20 * 60_000;

/** The targets of issue 13: every page's cost is measured against the bare route, what the framework costs. */
export const TARGETS = {
  /** Home, category and product serve at least this share of the floor route's requests per second. */
  minThroughputRatio: 0.9,
  /** A search query asked before: at least this share of the floor route's req/s ... */
  minSearchThroughputRatio: 0.5,
  /** ... and its p99 latency below this. */
  maxSearchP99Ms: 100,
  /**
   * Home, category, product and checkout on the calibrated phone, first and returning visit, against
   * the bare route of the same run (issue 30, docs/operating.md, OPS-63): main-thread work at most
   * this many times the bare route's, ...
   */
  maxMainThreadOverBare: 2.5,
  /** ... TBT at most this many ms above the bare route's, ... */
  maxTbtOverBareMs: 150,
  /** ... and LCP at most this many times the bare route's. */
  maxLcpOverBare: 1.5,
  /** Each interaction's latency (Event Timing) on the calibrated phone (issue 30, OPS-65) ... */
  maxInteractionMs: 200,
  /** ... and at most this many times the control's, a plain button on the bare route. */
  maxInteractionOverControl: 3,
  /** Lighthouse performance of home, category and product at most this many points below the bare route's. */
  maxPerformanceDrop: 3,
  /** Total Blocking Time of home, category and product (Lighthouse mobile). */
  maxTbtMs: 150,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
  /** Nothing moves; Lighthouse reports CLS to three decimals. */
  maxCls: 0,
  /** First-load JavaScript, gzip, of home, category and product above the bare route. */
  maxJsOverBareKb: 45,
  /** The floor route's first-load JavaScript above the bare route: what the shop's shell costs. */
  maxShellJsOverBareKb: 30,
  /** The checkout carries the whole form and its checks; at most this much above the floor route. */
  maxCheckoutJsExcessKb: 60,
  /** What the cookie alert may add to a first visit's JavaScript, gzip (issue 11). */
  maxCookieAlertJsKb: 5,
  /** The typeahead's calls with 10 shoppers typing at once (issue 13). */
  maxTypeaheadP95Ms: 50,
  /** Checkout, account orders and a first-time search: at least this share of the per-request floor route's req/s (issue 30). */
  minPerRequestRatio: 0.5,
  /** The floor route with logs, metrics and traces' hooks on, against the same server with them off (issue 28). */
  minInstrumentedRatio: 0.95,
};
