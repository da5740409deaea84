#!/usr/bin/env node
/**
 * The shop at scale on one machine (README, Running at scale): Redis, the mocked backend, several
 * shop instances (server/serve.mjs) sharing Redis, HAProxy in front of them, and Prometheus with
 * the Redis exporter watching them all (docs/operating.md, OPS-25). The instances run the deployable
 * artifact (scripts/standalone.mjs, decision 0049), copied to a temporary folder, so the cluster
 * tests test what an image runs.
 *
 *   node scripts/cluster.mjs          builds for the cluster's port, then serves (`npm run cluster`)
 *   node scripts/cluster.mjs serve    serves the build that is there
 *
 * A control address on 127.0.0.1 (CLUSTER_PORT + 9) stops and starts parts for fault drills and the
 * cluster tests: `curl -X POST 127.0.0.1:8089/stop/shop2`, `/start/shop2`, `/restart/shop2` (a
 * deploy's restart: answers once HAProxy sends it requests again), `/stop/redis`, and `GET /` for
 * what runs.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clusterPorts, prometheusConfig } from './cluster-prometheus.mjs';
import { assembleArtifact } from './standalone.mjs';
import { waitForAnswer, waitForBackend } from './wait-for.mjs';

const env = process.env;
const clusterPort = Number(env.CLUSTER_PORT || 8080);
const instances = Number(env.CLUSTER_INSTANCES || 2);
if (![2, 3].includes(instances)) throw new Error('CLUSTER_INSTANCES is 2 or 3');
const ports = clusterPorts(clusterPort, instances);
const redisPort = Number(env.REDIS_PORT || 6390);
const mockPort = env.MOCK_PORT || '4090';
const startsRedis = !env.REDIS_URL;
const redisUrl = env.REDIS_URL || `redis://127.0.0.1:${redisPort}`;
const startsBackend = !env.API_BASE_URL;
const backend = env.API_BASE_URL || `http://127.0.0.1:${mockPort}`;
// One folder per cluster port, emptied on every start: a cluster killed outright leaves no second copy.
const artifactRoot = path.join(tmpdir(), `shop-cluster-${clusterPort}`);
const artifact = path.join(artifactRoot, 'shop');
/**
 * Prometheus' data and configuration live as long as the cluster; one folder per cluster port,
 * emptied at the start, so that a cluster killed outright leaves no more than its own behind.
 */
const prometheusDir = path.join(tmpdir(), `shop-prometheus-${clusterPort}`);
rmSync(prometheusDir, { recursive: true, force: true });
mkdirSync(prometheusDir);

/** Every part by name: how to start it and how to know it is up. */
const parts = new Map();
function part(name, command, args, extraEnv, ready) {
  parts.set(name, { name, command, args, env: { ...env, ...extraEnv }, ready, child: null });
}

if (startsRedis) {
  part('redis', 'redis-server', ['cluster/redis.conf', '--port', String(redisPort)], {}, () => waitForRedis());
}
if (startsBackend) {
  part('backend', process.execPath, ['--import', 'tsx', 'mocks/server/main.ts'], { MOCK_PORT: mockPort }, () => waitForBackend(backend));
}
for (const { name, port, metricsPort } of ports.shops) {
  part(
    name,
    process.execPath,
    [path.join(artifact, 'server/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      STORE_PORT: String(clusterPort),
      REDIS_URL: redisUrl,
      API_BASE_URL: backend,
      TRUSTED_PROXY: '1',
    },
    () => waitForAnswer(`http://127.0.0.1:${port}/api/health`, { what: name }),
  );
}
part(
  'balancer',
  'haproxy',
  ['-db', '-f', 'cluster/haproxy.cfg'],
  {
    CLUSTER_PORT: String(clusterPort),
    HAPROXY_METRICS_PORT: String(ports.haproxyMetrics),
    ...Object.fromEntries(ports.shops.map(({ port }, index) => [`SHOP_PORT_${index + 1}`, String(port)])),
  },
  () => waitForAnswer(`http://127.0.0.1:${clusterPort}/api/health`, { what: 'the load balancer' }),
);
part('redis-exporter', 'prometheus-redis-exporter', ['-redis.addr', redisUrl, '-web.listen-address', `127.0.0.1:${ports.redisExporter}`], {}, () =>
  waitForAnswer(`http://127.0.0.1:${ports.redisExporter}/metrics`, { what: 'the Redis exporter (apt-get install -y prometheus-redis-exporter)' }),
);
writeFileSync(
  path.join(prometheusDir, 'prometheus.yml'),
  JSON.stringify(
    prometheusConfig({
      shops: ports.shops,
      haproxyMetricsPort: ports.haproxyMetrics,
      redisExporterPort: ports.redisExporter,
      rulesFile: path.resolve('cluster/alerts.yml'),
    }),
  ),
);
part(
  'prometheus',
  'prometheus',
  [
    `--config.file=${path.join(prometheusDir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(prometheusDir, 'data')}`,
    `--web.listen-address=127.0.0.1:${ports.prometheus}`,
    '--log.level=warn',
  ],
  {},
  () => waitForAnswer(`http://127.0.0.1:${ports.prometheus}/-/ready`, { what: 'Prometheus (apt-get install -y prometheus)' }),
);

/** HAProxy sends an instance requests again once two readiness checks in a row have passed. */
async function waitForBalancerToUse(name) {
  const up = `haproxy_server_status{proxy="shops",server="${name}",state="UP"} 1`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const metrics = await fetch(`http://127.0.0.1:${ports.haproxyMetrics}/metrics`).then((response) => response.text());
    if (metrics.split('\n').includes(up)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`HAProxy did not take ${name} back within 10 s`);
}

async function waitForRedis() {
  const { createClient } = await import('redis');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = createClient({ url: redisUrl, socket: { reconnectStrategy: false } });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.destroy();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Redis did not answer at ${redisUrl} (apt-get install -y redis-server)`);
}

let stopping = false;

async function start(name) {
  const current = parts.get(name);
  if (current.child) return;
  const child = spawn(current.command, current.args, { stdio: ['ignore', 'inherit', 'inherit'], env: current.env });
  current.child = child;
  child.on('error', (error) => console.error(`[cluster] ${name} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    if (current.child === child) current.child = null;
    if (!stopping && !current.stoppedOnPurpose) console.error(`[cluster] ${name} exited (${signal ?? code})`);
    current.stoppedOnPurpose = false;
  });
  await current.ready();
}

function stop(name, signal = 'SIGTERM') {
  const current = parts.get(name);
  if (!current.child) return Promise.resolve();
  const child = current.child;
  current.stoppedOnPurpose = true;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

function status() {
  return Object.fromEntries([...parts.values()].map(({ name, child }) => [name, child ? { running: true, pid: child.pid } : { running: false }]));
}

const control = createServer(async (request, response) => {
  const [, action, name] = (request.url ?? '').split('/');
  try {
    if (request.method === 'POST' && parts.has(name) && (action === 'stop' || action === 'start' || action === 'kill')) {
      if (action === 'start') await start(name);
      else await stop(name, action === 'kill' ? 'SIGKILL' : 'SIGTERM');
    } else if (request.method === 'POST' && action === 'restart' && name?.startsWith('shop') && parts.has(name)) {
      await stop(name);
      await start(name);
      await waitForBalancerToUse(name);
    } else if (request.method !== 'GET' || action) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(status()));
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});

async function shutDown(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  control.close();
  await Promise.all([...parts.keys()].map((name) => stop(name)));
  await rm(artifactRoot, { recursive: true, force: true });
  rmSync(prometheusDir, { recursive: true, force: true });
  process.exit(exitCode);
}
process.once('SIGINT', () => shutDown());
process.once('SIGTERM', () => shutDown());

async function build() {
  const child = spawn(process.execPath, ['scripts/with-mock-backend.mjs', 'next', 'build'], {
    stdio: 'inherit',
    env: { ...env, STORE_PORT: String(clusterPort), MOCK_PORT: mockPort },
  });
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
  if (code !== 0) process.exit(code);
}

if (process.argv[2] !== 'serve') await build();
try {
  await assembleArtifact(artifact);
  for (const name of parts.keys()) await start(name);
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await shutDown(1);
}
control.listen(ports.control, '127.0.0.1');
console.log(
  `[cluster] ready: http://sv.localhost:${clusterPort} (also no, da, fi, nl) through HAProxy to ${ports.shops
    .map(({ port }) => `127.0.0.1:${port}`)
    .join(
      ', ',
    )} running ${artifact}; Redis ${redisUrl}; backend ${backend}; Prometheus http://127.0.0.1:${ports.prometheus}; control http://127.0.0.1:${ports.control}/`,
);
