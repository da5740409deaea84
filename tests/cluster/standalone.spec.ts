import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { assembleArtifact } from '../../scripts/standalone.mjs';
import { waitForAnswer } from '../../scripts/wait-for.mjs';
import { backendGet, MOCK_BACKEND, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '../e2e/storefronts';
import { CLUSTER_PORT, onInstance, purgeThrough, REDIS_URL } from './cluster-env';

/**
 * The deployable artifact (decision 0049) as an image would run it: assembled from the build the
 * cluster serves, copied out of the checkout, started there on the cluster's Redis and backend, with
 * nothing of the checkout on its path. A hook records every module it resolves.
 */
test.describe.configure({ mode: 'serial' });

const PORT = CLUSTER_PORT + 7;
const CHECKOUT = process.cwd();
const TRAIL_HOOK = `import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    appendFileSync(process.env.MODULE_TRAIL, resolved.url + '\\n');
    return resolved;
  },
});
`;

let folder: string;
let artifact: ChildProcess;

test.beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-artifact-'));
  await assembleArtifact(path.join(folder, 'shop'));
  await writeFile(path.join(folder, 'trail.mjs'), TRAIL_HOOK);
  // No inherited environment: no NODE_PATH or npm variables that could lead back to the checkout.
  artifact = spawn(process.execPath, ['--import', path.join(folder, 'trail.mjs'), 'server/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: path.join(folder, 'shop'),
    env: { NODE_ENV: 'production', MODULE_TRAIL: path.join(folder, 'trail.txt'), REDIS_URL, API_BASE_URL: MOCK_BACKEND, TRUSTED_PROXY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForAnswer(`http://127.0.0.1:${PORT}/api/health`, { what: 'the artifact' });
});

test.afterAll(async () => {
  if (artifact.exitCode === null) await new Promise((resolve) => artifact.once('exit', resolve).kill('SIGTERM'));
  await rm(folder, { recursive: true, force: true });
});

function fromArtifact(code: StorefrontCode, path: string) {
  const { headers } = onInstance('shop1', code, path);
  return fetch(`http://127.0.0.1:${PORT}${path}`, { headers });
}

test('serves the five storefronts from Redis, a page the second time from the page cache', async () => {
  expect(await (await fetch(`http://127.0.0.1:${PORT}/api/health`)).json()).toMatchObject({ status: 'ok', cache: 'redis', redis: 'connected' });
  for (const code of STOREFRONT_CODES) {
    const home = await fromArtifact(code, '/');
    expect(home.status, code).toBe(200);
    expect(await home.text(), code).toContain(`<html lang="${STOREFRONTS[code].iso}"`);
  }
  const { products } = await backendGet<{ products: { slug: string }[] }>('fi', '/api/products', { popular: '1', limit: '1' });
  const product = `/${ROUTE_WORDS.product.fi}/${products[0]!.slug}`;
  await purgeThrough('shop1', ['catalog:fi']);
  expect((await fromArtifact('fi', product)).headers.get('x-nextjs-cache')).not.toBe('HIT');
  expect((await fromArtifact('fi', product)).headers.get('x-nextjs-cache')).toBe('HIT');
  // Rendered by the artifact, served by a cluster instance: they share Redis.
  const target = onInstance('shop1', 'fi', product);
  expect((await fetch(target.url, { headers: target.headers })).headers.get('x-nextjs-cache')).toBe('HIT');
});

test('resolves no module from the checkout', async () => {
  const trail = (await readFile(path.join(folder, 'trail.txt'), 'utf8')).split('\n').filter((url) => url.startsWith('file:'));
  expect(trail.length).toBeGreaterThan(100);
  expect(trail.filter((url) => new URL(url).pathname.startsWith(CHECKOUT))).toEqual([]);
  expect(trail.every((url) => new URL(url).pathname.startsWith(folder))).toBe(true);
});
