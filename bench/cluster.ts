/**
 * `npm run bench:cluster`: the shop behind HAProxy (scripts/cluster.mjs) on the bench's build,
 * measured on a cached category page with two instances sharing Redis and with one: requests per
 * second, p99, and Redis round-trips per request (decision 0013). Rounds alternate so that the
 * machine's other work weighs on both alike. Loopback only, bounded in time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createClient } from 'redis';
import { cleanupAll, onCleanup } from '@/bench/cleanup';
import { APP_ADDRESS, APP_PORT, MOCK_PORT, STORE_HOST } from '@/bench/config';
import { benchPages } from '@/bench/pages';
import { spawnGroup } from '@/bench/process-group';
import { assertPortsFree, build, hasUsableBuild, waitForOtherBuilds } from '@/bench/server';
import { waitForAnswer } from '@/scripts/wait-for.mjs';

const RESULTS_DIR = 'bench/results';
const CONTROL = `http://${APP_ADDRESS}:${APP_PORT + 9}`;
const REDIS_URL = 'redis://127.0.0.1:6390';
const ROUNDS = 3;
const SECONDS_PER_ROUND = 5;
const CONNECTIONS = 10;

interface Round {
  instances: 1 | 2;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  redisCalls: number;
}

async function control(action: 'stop' | 'start', part: string): Promise<void> {
  const response = await fetch(`${CONTROL}/${action}/${part}`, { method: 'POST' });
  if (!response.ok) throw new Error(`cluster control ${action} ${part} answered ${response.status}`);
}

/** Every command Redis has answered since it started, from its own counters. */
async function redisCalls(): Promise<number> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  const stats = await client.info('commandstats');
  client.destroy();
  return [...stats.matchAll(/calls=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

async function round(path: string, instances: 1 | 2): Promise<Round> {
  const callsBefore = await redisCalls();
  const result = await autocannon({
    url: `http://${APP_ADDRESS}:${APP_PORT}${path}`,
    headers: { host: STORE_HOST },
    connections: CONNECTIONS,
    duration: SECONDS_PER_ROUND,
  });
  await sleep(500);
  // The bench's own INFO call is one of them.
  const redisCallsDuring = (await redisCalls()) - callsBefore - 1;
  return {
    instances,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / SECONDS_PER_ROUND,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    redisCalls: redisCallsDuring,
  };
}

function summary(rounds: Round[], instances: 1 | 2) {
  const mine = rounds.filter((r) => r.instances === instances);
  const requests = mine.reduce((sum, r) => sum + r.requests, 0);
  const p99s = mine.map((r) => r.p99Ms).sort((a, b) => a - b);
  return {
    instances,
    requestsPerSecond: Number((requests / (mine.length * SECONDS_PER_ROUND)).toFixed(1)),
    p99Ms: p99s[Math.floor(p99s.length / 2)] ?? Number.NaN,
    failures: mine.reduce((sum, r) => sum + r.failures, 0),
    redisCallsPerRequest: Number((mine.reduce((sum, r) => sum + r.redisCalls, 0) / Math.max(1, requests)).toFixed(2)),
  };
}

async function main(): Promise<void> {
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const loadAtStart = Number((loadavg()[0] ?? 0).toFixed(2));
  await assertPortsFree();
  if (!hasUsableBuild()) await build(`${RESULTS_DIR}/build.log`);
  else await waitForOtherBuilds();

  const cluster = spawnGroup('node', ['scripts/cluster.mjs', 'serve'], `${RESULTS_DIR}/cluster.log`, {
    ...process.env,
    CLUSTER_PORT: String(APP_PORT),
    MOCK_PORT: String(MOCK_PORT),
  });
  onCleanup(cluster.stop);
  await waitForAnswer(`http://${APP_ADDRESS}:${APP_PORT}/api/health`, { timeoutMs: 120_000, what: 'the cluster (see bench/results/cluster.log)' });

  const category = (await benchPages()).find((page) => page.key === 'category')!;
  await autocannon({ url: `http://${APP_ADDRESS}:${APP_PORT}${category.path}`, headers: { host: STORE_HOST }, connections: CONNECTIONS, duration: 2 });

  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    rounds.push(await round(category.path, 2));
    await control('stop', 'shop2');
    rounds.push(await round(category.path, 1));
    await control('start', 'shop2');
    // HAProxy takes an instance back after two passed health checks, 500 ms apart.
    await sleep(1500);
  }
  await cleanupAll();

  const figures = [summary(rounds, 1), summary(rounds, 2)];
  const report = { date: new Date().toISOString(), loadAtStart, page: category.path, connections: CONNECTIONS, rounds, figures };
  writeFileSync(`${RESULTS_DIR}/cluster.json`, JSON.stringify(report, null, 2));
  console.log(
    `\nCluster: ${category.path} through HAProxy, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS_PER_ROUND} s each (load average at start ${loadAtStart})`,
  );
  console.log('| instances | req/s | p99 | failed | Redis calls per request |\n|---|---|---|---|---|');
  for (const figure of figures) {
    console.log(`| ${figure.instances} | ${figure.requestsPerSecond} | ${figure.p99Ms} ms | ${figure.failures} | ${figure.redisCallsPerRequest} |`);
  }
}

main().catch(async (error: unknown) => {
  console.error(`bench:cluster: ${error instanceof Error ? error.message : String(error)}`);
  await cleanupAll();
  process.exit(1);
});
