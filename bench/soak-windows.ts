/**
 * The soak's rules (issue 30, docs/operating.md, OPS-55..OPS-58): how long it runs, how its time is
 * cut into windows, and what each window must show. Pure, so the verdicts are tested without a
 * 20-minute run.
 */
export interface SoakSettings {
  minutes: number;
  windowMinutes: number;
  /** Shoppers at once, each sending its next request when the last is answered. */
  shoppers: number;
}

/** Bounded: the soak must stop by itself, and a window must hold enough requests to have a p99. */
const MAX_MINUTES = 120;
const MIN_WINDOWS = 2;

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return value;
}

/**
 * SOAK_MINUTES (default 20) and SOAK_WINDOW_MINUTES (default 5), or `--minutes=` and `--window=`,
 * which win; SOAK_SHOPPERS (default 10). The run is a whole number of windows, at least two: the
 * verdicts compare the last window with the second.
 */
export function soakSettings(env: Record<string, string | undefined>, args: readonly string[]): SoakSettings {
  const flags = new Map<string, string>();
  for (const arg of args) {
    const match = /^--(minutes|window)=(.*)$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}; usage: npm run bench:soak [-- --minutes=20 --window=5]`);
    flags.set(match[1] as string, match[2] as string);
  }
  const minutes = wholeNumber('the soak minutes', flags.get('minutes') ?? env.SOAK_MINUTES ?? '20', 1, MAX_MINUTES);
  const windowMinutes = wholeNumber('the soak window minutes', flags.get('window') ?? env.SOAK_WINDOW_MINUTES ?? '5', 1, MAX_MINUTES);
  const shoppers = wholeNumber('SOAK_SHOPPERS', env.SOAK_SHOPPERS ?? '10', 1, 100);
  if (minutes % windowMinutes !== 0 || minutes / windowMinutes < MIN_WINDOWS) {
    throw new Error(`the soak must be at least ${MIN_WINDOWS} whole windows: ${minutes} minutes in windows of ${windowMinutes} is not.`);
  }
  return { minutes, windowMinutes, shoppers };
}

/** What one window showed: the shoppers' requests, and the server's own figures at its end. */
export interface SoakWindow {
  requests: number;
  errors: number;
  p99Ms: number;
  rssBytes: number;
  heapUsedBytes: number;
  eventLoopDelayP99Ms: number;
}

/** The value at or below which `share` of `values` fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

export const SOAK_TARGETS = {
  /** RSS of every window after the first at most this much above the first window's. */
  maxRssGrowth: 0.1,
  /** The last window's p99 at most this many times the second window's. */
  maxP99Growth: 1.2,
  maxErrors: 0,
};

export interface SoakVerdict {
  pass: boolean;
  detail: string;
}

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * The soak's three targets. The first window is the yardstick of memory (the server has warmed up by
 * its end); the second is the yardstick of latency, as the first still holds the caches filling.
 */
export function soakVerdicts(windows: readonly SoakWindow[]): SoakVerdict[] {
  const [first, second] = windows;
  const last = windows.at(-1);
  if (!first || !second || !last) throw new Error('a soak has at least two windows');
  const highest = Math.max(...windows.slice(1).map((window) => window.rssBytes));
  const growth = highest / first.rssBytes - 1;
  const p99Growth = last.p99Ms / second.p99Ms;
  const errors = windows.reduce((sum, window) => sum + window.errors, 0);
  return [
    {
      pass: highest <= first.rssBytes * (1 + SOAK_TARGETS.maxRssGrowth),
      detail: `RSS at most ${mb(highest)} MB after the first window's ${mb(first.rssBytes)} MB: ${(growth * 100).toFixed(1)} % (target <= ${SOAK_TARGETS.maxRssGrowth * 100} %)`,
    },
    {
      pass: last.p99Ms <= second.p99Ms * SOAK_TARGETS.maxP99Growth,
      detail: `last window's p99 ${last.p99Ms} ms, ${p99Growth.toFixed(2)} x the second window's ${second.p99Ms} ms (target <= ${SOAK_TARGETS.maxP99Growth} x)`,
    },
    { pass: errors <= SOAK_TARGETS.maxErrors, detail: `${errors} failed steps (target ${SOAK_TARGETS.maxErrors})` },
  ];
}

/** The figures of prom-client's default metrics the soak reads from the server's /metrics. */
export function serverFigures(exposition: string): Pick<SoakWindow, 'rssBytes' | 'heapUsedBytes' | 'eventLoopDelayP99Ms'> {
  const value = (name: string) => {
    const match = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(exposition);
    if (!match) throw new Error(`the server's metrics have no ${name}`);
    return Number(match[1]);
  };
  return {
    rssBytes: value('process_resident_memory_bytes'),
    heapUsedBytes: value('nodejs_heap_size_used_bytes'),
    eventLoopDelayP99Ms: Math.round(value('nodejs_eventloop_lag_p99_seconds') * 10_000) / 10,
  };
}
