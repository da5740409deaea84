import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { APP_ADDRESS, APP_PORT, INSTRUMENTED_PORT, STORE_HOST, UNINSTRUMENTED_PORT, type ThroughputSettings } from '@/bench/config';
import { measureObserverCost, type ObserverCost } from '@/bench/observer-cost';
import type { BenchPage, PageKey } from '@/bench/pages';
import { comparePairs, pairStarts, type PairedComparison, type Side } from '@/bench/paired-rounds';
import { groupCpuSeconds } from '@/bench/process-cpu';
import type { ServedPair } from '@/bench/server';
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
  /** A page never asked twice: the requests it took, and how many distinct paths it had for them. */
  asked?: number;
  distinct?: number;
}

/** A warm page's cache state: Next marks full-route cache hits; anything else is rendered per request. */
async function servedFrom(page: BenchPage): Promise<{ servedFrom: string; htmlBytes: number }> {
  const { headers, body } = await storeGet(page.fresh?.next() ?? page.path, undefined, undefined, page.cookie);
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
async function load(page: Pick<BenchPage, 'path' | 'cookie' | 'fresh'>, seconds: number, connections: number, port = APP_PORT): Promise<autocannon.Result> {
  const { fresh } = page;
  const result = await autocannon({
    url: `http://${APP_ADDRESS}:${port}${page.path}`,
    headers: { host: STORE_HOST, ...(page.cookie ? { cookie: page.cookie } : {}) },
    connections,
    duration: seconds,
    ...(fresh ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: fresh.next() }) }] } : {}),
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
  for (const page of pages) await load(page, settings.warmupSeconds, connections);
  const roundSeconds = Math.max(1, Math.round(settings.durationSeconds / settings.rounds));
  const rounds = new Map<PageKey, autocannon.Result[]>(pages.map((page) => [page.key, []]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const page of pages) rounds.get(page.key)?.push(await load(page, roundSeconds, connections));
    console.log(`bench: throughput round ${round} of ${settings.rounds} done`);
  }
  const results: Throughput[] = [];
  for (const page of pages) {
    results.push({
      ...combine(page, rounds.get(page.key) ?? []),
      ...(await servedFrom(page)),
      ...(page.fresh ? { asked: page.fresh.asked(), distinct: page.fresh.distinct } : {}),
    });
  }
  return results;
}

type ServerFigures = Omit<Throughput, 'servedFrom' | 'htmlBytes' | 'key' | 'path' | 'asked' | 'distinct'>;

/** The floor route on two servers of one build, logs and metrics on and off (docs/operating.md, OPS-15, OPS-49, OPS-70). */
export interface InstrumentationCost {
  path: string;
  /** Rounds, both servers loaded side by side, each on a fresh pair of servers (OPS-75, OPS-78), and seconds per round. */
  rounds: number;
  roundSeconds: number;
  /** Both servers were started "off": the A/A control, not a measurement of the instrumentation (OPS-71). */
  control: boolean;
  instrumented: ServerFigures & { cpuMsPerRequest: number };
  uninstrumented: ServerFigures & { cpuMsPerRequest: number };
  /** Requests per second of the machine's time: what the load got, with the machine's other work in it. */
  comparison: PairedComparison;
  /** Requests per CPU second of each server's own process group. */
  capacity: PairedComparison;
  /** What the request wrapper costs where it runs: the verdict's figure, with the "off" server's CPU a request. */
  observer: ObserverCost;
}

const PAIR_PORTS: Record<Side, number> = { on: INSTRUMENTED_PORT, off: UNINSTRUMENTED_PORT };
/**
 * Two fresh servers of one build, side by side, still read 87 % to 129 % of each other in a single
 * round on a shared machine (decision 0073): the verdict's figure needs many rounds, not long ones.
 */
const INSTRUMENTATION_ROUNDS = 20;

/**
 * The cheapest page is where a fixed cost per request weighs most: the floor route, on pairs of
 * servers started alike (bench/server.ts, servePair), each pair warmed and then measured side by
 * side, both servers under the same load in the same seconds (OPS-78). Measured one after the
 * other, even in ABBA pairs, each round met a different machine: an A/A control read 132.9 %, then
 * 90.3 %, then 104.7 % (decision 0069). A fresh pair of servers serves each round (OPS-75), since
 * two processes of one build differ by themselves. Each round also reads the CPU time each
 * server's process group spent, which the other processes on the machine do not move.
 */
export async function measureInstrumentationCost(
  floor: BenchPage,
  settings: ThroughputSettings,
  startPair: (firstStarted: Side) => Promise<ServedPair>,
  control: boolean,
): Promise<InstrumentationCost> {
  const { connections } = settings;
  const roundSeconds = Math.max(1, Math.round(settings.durationSeconds / settings.rounds));
  const starts = pairStarts(INSTRUMENTATION_ROUNDS);
  const rounds: Record<Side, { result: autocannon.Result; cpuSeconds: number }[]> = { on: [], off: [] };
  const bothLoaded = (seconds: number) => Promise.all([load(floor, seconds, connections, PAIR_PORTS.on), load(floor, seconds, connections, PAIR_PORTS.off)]);
  for (const [index, firstStarted] of starts.entries()) {
    const { groups, stop } = await startPair(firstStarted);
    await bothLoaded(settings.warmupSeconds);
    const before = { on: groupCpuSeconds(groups.on), off: groupCpuSeconds(groups.off) };
    const [on, off] = await bothLoaded(roundSeconds);
    rounds.on.push({ result: on, cpuSeconds: groupCpuSeconds(groups.on) - before.on });
    rounds.off.push({ result: off, cpuSeconds: groupCpuSeconds(groups.off) - before.off });
    await stop();
    console.log(`bench: instrumentation round ${index + 1} of ${starts.length} done, both servers side by side`);
  }
  const figures = (side: Side): InstrumentationCost['instrumented'] => {
    const { requestsPerSecond, roundsRequestsPerSecond, p99Ms, non2xx, errors } = combine(
      floor,
      rounds[side].map((round) => round.result),
    );
    const requests = rounds[side].reduce((sum, round) => sum + round.result.requests.total, 0);
    const cpuSeconds = rounds[side].reduce((sum, round) => sum + round.cpuSeconds, 0);
    return { requestsPerSecond, roundsRequestsPerSecond, p99Ms, non2xx, errors, cpuMsPerRequest: (cpuSeconds * 1000) / Math.max(requests, 1) };
  };
  const byClock = (side: Side) => rounds[side].map(({ result }) => ({ requests: result.requests.total, seconds: result.duration }));
  const byCpu = (side: Side) => rounds[side].map(({ result, cpuSeconds }) => ({ requests: result.requests.total, seconds: cpuSeconds }));
  return {
    path: floor.path,
    rounds: starts.length,
    roundSeconds,
    control,
    instrumented: figures('on'),
    uninstrumented: figures('off'),
    comparison: comparePairs(byClock('on'), byClock('off')),
    capacity: comparePairs(byCpu('on'), byCpu('off')),
    observer: measureObserverCost(),
  };
}
