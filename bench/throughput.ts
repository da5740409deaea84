import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { APP_ADDRESS, APP_PORT, STORE_HOST, UNINSTRUMENTED_PORT, type ThroughputSettings } from '@/bench/config';
import type { BenchPage, PageKey } from '@/bench/pages';
import { storeGet } from '@/bench/store-http';

export interface Throughput {
  key: PageKey;
  path: string;
  requestsPerSecond: number;
  /** The slowest and the fastest round: how much the machine's other work moved the figure. */
  roundsRequestsPerSecond: [number, number];
  /** The median of the rounds' p99 latencies. */
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** How Next served the page once warm: from its full-route cache, or rendered for each request. */
  servedFrom: string;
  htmlBytes: number;
}

/** A warm page's cache state: Next marks full-route cache hits; anything else is rendered per request. */
async function servedFrom(path: string): Promise<{ servedFrom: string; htmlBytes: number }> {
  const { headers, body } = await storeGet(path);
  const cache = headers['x-nextjs-cache'];
  return {
    servedFrom: typeof cache === 'string' ? `cache ${cache}` : `rendered per request (Cache-Control: ${headers['cache-control'] ?? 'none'})`,
    htmlBytes: Buffer.byteLength(body),
  };
}

/** Longest wait for the server to finish the requests a run left in flight. */
const MAX_DRAIN_MS = 30_000;

/**
 * Loads one path on the local server only, as the storefront's domain (the Host header picks the
 * shop). When autocannon stops, the server still renders the requests it had in flight; waiting
 * for them (about `connections` requests at the rate just measured) keeps that work out of the
 * next page's figures.
 */
async function load(path: string, seconds: number, connections: number, port = APP_PORT): Promise<autocannon.Result> {
  const result = await autocannon({
    url: `http://${APP_ADDRESS}:${port}${path}`,
    headers: { host: STORE_HOST },
    connections,
    duration: seconds,
  });
  const perRequestMs = 1000 / Math.max(result.requests.average, 0.1);
  await sleep(Math.min(MAX_DRAIN_MS, connections * perRequestMs + 250));
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** One page's rounds as one figure: all its requests over all its time. */
function combine(page: BenchPage, rounds: autocannon.Result[]): Omit<Throughput, 'servedFrom' | 'htmlBytes'> {
  const requests = rounds.reduce((sum, round) => sum + round.requests.total, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.duration, 0);
  const perRound = rounds.map((round) => round.requests.average);
  return {
    key: page.key,
    path: page.path,
    requestsPerSecond: requests / seconds,
    roundsRequestsPerSecond: [Math.min(...perRound), Math.max(...perRound)],
    p99Ms: median(rounds.map((round) => round.latency.p99)),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors + round.timeouts, 0),
  };
}

/**
 * Requests per second and p99 latency of each page, one page at a time so they do not compete,
 * in interleaved rounds. Every page is warmed before any is measured, so that no page, the floor
 * route least of all, meets a cold server.
 */
export async function measureThroughput(pages: BenchPage[], settings: ThroughputSettings): Promise<Throughput[]> {
  const { connections } = settings;
  for (const page of pages) await load(page.path, settings.warmupSeconds, connections);
  const roundSeconds = Math.max(1, Math.round(settings.durationSeconds / settings.rounds));
  const rounds = new Map<PageKey, autocannon.Result[]>(pages.map((page) => [page.key, []]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const page of pages) rounds.get(page.key)?.push(await load(page.path, roundSeconds, connections));
    console.log(`bench: throughput round ${round} of ${settings.rounds} done`);
  }
  const results: Throughput[] = [];
  for (const page of pages) {
    results.push({ ...combine(page, rounds.get(page.key) ?? []), ...(await servedFrom(page.path)) });
  }
  return results;
}

/** The floor route on the shop as it runs, and on the same build with its logs and metrics off (docs/operating.md, OPS-15). */
export interface InstrumentationCost {
  path: string;
  instrumented: Omit<Throughput, 'servedFrom' | 'htmlBytes' | 'key' | 'path'>;
  uninstrumented: Omit<Throughput, 'servedFrom' | 'htmlBytes' | 'key' | 'path'>;
}

/**
 * The cheapest page is where a fixed cost per request weighs most: the floor route, on both servers
 * in interleaved rounds, one server under load at a time.
 */
export async function measureInstrumentationCost(floor: BenchPage, settings: ThroughputSettings): Promise<InstrumentationCost> {
  const { connections } = settings;
  const servers = [APP_PORT, UNINSTRUMENTED_PORT] as const;
  for (const port of servers) await load(floor.path, settings.warmupSeconds, connections, port);
  const roundSeconds = Math.max(1, Math.round(settings.durationSeconds / settings.rounds));
  const rounds = new Map<number, autocannon.Result[]>(servers.map((port) => [port, []]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const port of servers) rounds.get(port)?.push(await load(floor.path, roundSeconds, connections, port));
    console.log(`bench: instrumentation round ${round} of ${settings.rounds} done`);
  }
  const figures = (port: number): InstrumentationCost['instrumented'] => {
    const { requestsPerSecond, roundsRequestsPerSecond, p99Ms, non2xx, errors } = combine(floor, rounds.get(port) ?? []);
    return { requestsPerSecond, roundsRequestsPerSecond, p99Ms, non2xx, errors };
  };
  return { path: floor.path, instrumented: figures(APP_PORT), uninstrumented: figures(UNINSTRUMENTED_PORT) };
}
