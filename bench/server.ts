import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { onCleanup } from '@/bench/cleanup';
import { BENCH_VARIABLE } from '@/features/bench/bench-build';
import {
  APP_ADDRESS,
  APP_PORT,
  BENCH_METRICS_PORT,
  benchCatalogSize,
  MOCK_ORIGIN,
  FLOOR_PATH,
  INSTRUMENTED_METRICS_PORT,
  INSTRUMENTED_PORT,
  MOCK_PORT,
  OTHER_BUILD_TIMEOUT_MS,
  SERVER_READY_TIMEOUT_MS,
  UNINSTRUMENTED_PORT,
} from '@/bench/config';
import { spawnGroup, type Group } from '@/bench/process-group';
import { storeGet } from '@/bench/store-http';

const BUILD_ID = '.next/BUILD_ID';
const APP_ROUTES = '.next/app-path-routes-manifest.json';
/** Written by the bench beside the build it made; `next build` empties `.next`, so another build drops it. */
const BENCH_BUILD = '.next/bench-build.json';
const MEASURED_PAGES = ['/[locale]/bench-floor/page', '/[locale]/bench-floor-rendered/page', '/bench-bare/[locale]/page'];

/** The build the bench measures: when it was made, on how many products, and how long it took. */
export interface BenchBuild {
  buildId: string;
  catalogSize: number;
  buildSeconds: number;
}

/**
 * The bench always measures against the mocked backend, so every run on a catalog size sees the same
 * catalog, and on its own port: the storefront domains are built with it.
 */
function mockedEnv(catalogSize: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(APP_PORT),
    STORE_PORT: String(APP_PORT),
    MOCK_PORT: String(MOCK_PORT),
    MOCK_CATALOG_SIZE: String(catalogSize),
    ...INSTRUMENTED,
  };
  delete env.API_BASE_URL;
  return env;
}

/** The shop as it runs in production: a line per request written, metrics served (docs/operating.md). */
const INSTRUMENTED = { LOG_LEVEL: 'info', METRICS_PORT: String(BENCH_METRICS_PORT) };
/** The same shop with its observation off, as far as configuration turns it off. */
const UNINSTRUMENTED = { LOG_LEVEL: 'warn', METRICS_PORT: '0' };

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

/** The build in `.next` when the bench made it (its marker names this very build), else null. */
export function benchBuild(): BenchBuild | null {
  const made = readJson<BenchBuild>(BENCH_BUILD);
  if (!made || !existsSync(BUILD_ID)) return null;
  return made.buildId === readFileSync(BUILD_ID, 'utf8').trim() ? made : null;
}

/**
 * Whether `.next` holds a build the bench made on this catalog size, with both yardsticks. Any other
 * build (the browser tests' with tracking configured and no bench routes, another port, another
 * catalog) would measure something else: build again.
 */
export function hasUsableBuild(catalogSize = benchCatalogSize()): boolean {
  const routes = readJson<Record<string, string>>(APP_ROUTES);
  if (benchBuild()?.catalogSize !== catalogSize || !routes) return false;
  return MEASURED_PAGES.every((page) => page in routes);
}

async function otherBuildRunning(): Promise<boolean> {
  try {
    await promisify(execFile)('pgrep', ['-f', 'next build']);
    return true;
  } catch {
    return false; // pgrep exits 1 when nothing matches
  }
}

/** Two builds at once starve this 2-core machine, and a build rewrites `.next` under a running server. */
export async function waitForOtherBuilds(): Promise<void> {
  if (!(await otherBuildRunning())) return;
  console.log('bench: another `next build` is running; waiting for it to finish.');
  const deadline = Date.now() + OTHER_BUILD_TIMEOUT_MS;
  while (await otherBuildRunning()) {
    if (Date.now() > deadline) throw new Error('another `next build` is still running; try again later.');
    await sleep(5_000);
  }
}

/** `npm run build` on the mocked catalog of `catalogSize` products, with the bench's routes, timed. */
export async function build(logPath: string, catalogSize = benchCatalogSize()): Promise<BenchBuild> {
  await waitForOtherBuilds();
  console.log(`bench: building for production on ${catalogSize} products (log: ${logPath})`);
  const started = Date.now();
  const group = spawnGroup('npm', ['run', 'build'], logPath, { ...mockedEnv(catalogSize), [BENCH_VARIABLE]: '1' });
  const forget = onCleanup(group.stop);
  const code = await group.exited;
  await forget();
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}); see ${logPath}`);
  const made: BenchBuild = {
    buildId: readFileSync(BUILD_ID, 'utf8').trim(),
    catalogSize,
    buildSeconds: Math.round((Date.now() - started) / 100) / 10,
  };
  writeFileSync(BENCH_BUILD, `${JSON.stringify(made)}\n`);
  return made;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: APP_ADDRESS, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The bench starts its own server and mock; measuring someone else's would be a different app. */
export async function assertPortsFree(): Promise<void> {
  for (const port of [APP_PORT, MOCK_PORT]) {
    if (await answers(port)) {
      throw new Error(
        `port ${port} is in use (a dev server, \`npm run serve\` or an e2e run?). ` +
          `Stop it and run the bench again: it needs ${APP_PORT} for the shop (the storefront domains ` +
          `are built with that port) and ${MOCK_PORT} for the mocked backend.`,
      );
    }
  }
}

/** Starts `npm run serve` (mocked backend + server/serve.mjs) and resolves once the floor route answers. */
export async function serve(logPath: string, catalogSize: number): Promise<void> {
  await assertPortsFree();
  console.log(`bench: starting npm run serve on ${APP_ADDRESS}:${APP_PORT}, ${catalogSize} products (log: ${logPath})`);
  await started(spawnGroup('npm', ['run', 'serve'], logPath, mockedEnv(catalogSize)), APP_PORT, logPath);
}

/** Where each of the instrumentation's pair listens, and how it is observed. */
const PAIR = {
  on: { port: INSTRUMENTED_PORT, env: { LOG_LEVEL: 'info', METRICS_PORT: String(INSTRUMENTED_METRICS_PORT) } },
  off: { port: UNINSTRUMENTED_PORT, env: UNINSTRUMENTED },
} as const;

export interface ServedPair {
  /** Each server's process group, whose CPU time its rounds are measured by. */
  groups: Record<'on' | 'off', number>;
  stop: () => Promise<void>;
}

/**
 * The instrumentation's pair (docs/operating.md, OPS-49): two server/serve.mjs of the same build on
 * the running mocked backend, started the same way, both before either is measured, differing only
 * in LOG_LEVEL and METRICS_PORT. Each writes its log lines to its own file, as a server writes to
 * its stdout, so "on" pays for its request lines. With `control`, "on" is started as "off" too: the
 * A/A pair that shows what the comparison reads when nothing differs (OPS-71). `firstStarted` is
 * started first (OPS-75). Resolves once both answer.
 */
export async function servePair(logPathOf: (side: 'on' | 'off') => string, control = false, firstStarted: 'on' | 'off' = 'on'): Promise<ServedPair> {
  const stops: (() => Promise<void>)[] = [];
  const groups = { on: 0, off: 0 };
  for (const side of firstStarted === 'on' ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
    const { port } = PAIR[side];
    const observed = control ? UNINSTRUMENTED : PAIR[side].env;
    console.log(
      `bench: starting the instrumentation's "${side}" server on ${APP_ADDRESS}:${port}${control ? ' as "off" (control)' : ''} (log: ${logPathOf(side)})`,
    );
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), API_BASE_URL: MOCK_ORIGIN, ...observed };
    delete env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const group = spawnGroup(process.execPath, ['server/serve.mjs', '-p', String(port), '-H', APP_ADDRESS], logPathOf(side), env);
    stops.push(group.stop);
    groups[side] = group.child.pid ?? 0;
    await started(group, port, logPathOf(side));
  }
  return {
    groups,
    stop: async () => {
      for (const stop of stops) await stop();
    },
  };
}

async function started(group: Group, port: number, logPath: string): Promise<void> {
  onCleanup(group.stop);
  let exitCode: number | null | undefined;
  void group.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (code ${exitCode}); see ${logPath}`);
    try {
      const response = await storeGet(FLOOR_PATH, 5_000, port);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the server did not serve ${FLOOR_PATH} within ${SERVER_READY_TIMEOUT_MS / 1000} s; see ${logPath}`);
}
