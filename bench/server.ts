import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { onCleanup } from '@/bench/cleanup';
import { APP_ADDRESS, APP_PORT, FLOOR_PATH, MOCK_PORT, OTHER_BUILD_TIMEOUT_MS, SERVER_READY_TIMEOUT_MS } from '@/bench/config';
import { spawnGroup } from '@/bench/process-group';
import { storeGet } from '@/bench/store-http';

const BUILD_ID = '.next/BUILD_ID';
const APP_ROUTES = '.next/app-path-routes-manifest.json';
const FLOOR_PAGE = '/[locale]/bench-floor/page';

/** The bench always measures against the mocked backend, so every run sees the same catalog. */
function mockedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(APP_PORT), MOCK_PORT: String(MOCK_PORT) };
  delete env.API_BASE_URL;
  return env;
}

/** A production build that has the floor route (a build from before it cannot be measured). */
export function hasUsableBuild(): boolean {
  if (!existsSync(BUILD_ID) || !existsSync(APP_ROUTES)) return false;
  const routes = JSON.parse(readFileSync(APP_ROUTES, 'utf8')) as Record<string, string>;
  return FLOOR_PAGE in routes;
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

export async function build(logPath: string): Promise<void> {
  await waitForOtherBuilds();
  console.log(`bench: building for production (log: ${logPath})`);
  const group = spawnGroup('npm', ['run', 'build'], logPath, mockedEnv());
  const forget = onCleanup(group.stop);
  const code = await group.exited;
  await forget();
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}); see ${logPath}`);
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

/** Starts `npm run serve` (mocked backend + `next start`) and resolves once the floor route answers. */
export async function serve(logPath: string): Promise<void> {
  await assertPortsFree();
  console.log(`bench: starting npm run serve on ${APP_ADDRESS}:${APP_PORT} (log: ${logPath})`);
  const group = spawnGroup('npm', ['run', 'serve'], logPath, mockedEnv());
  onCleanup(group.stop);
  let exitCode: number | null | undefined;
  void group.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`npm run serve exited (code ${exitCode}); see ${logPath}`);
    try {
      const response = await storeGet(FLOOR_PATH, 5_000);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the server did not serve ${FLOOR_PATH} within ${SERVER_READY_TIMEOUT_MS / 1000} s; see ${logPath}`);
}
