import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient, type RedisClientType } from 'redis';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { keyPrefix } from '@/platform/cache/shared-page-cache.mjs';
import { TAG_MAP_KEY } from '@/platform/cache/tag-map-sweep.mjs';
import { STOREFRONT_CODES, type StorefrontCode } from '../e2e/storefronts';
import { type Instance, madeUpSearches, onInstance, purgeThrough, REDIS_URL } from './cluster-env';

/**
 * Made-up search queries against the shared cache (decision 0029): search answers stay in each
 * instance's own search share, so a flood of them neither fills Redis nor pushes catalog pages out.
 * Redis is made small here, 32 MB, for this file only (restored after it): the cluster's own
 * configuration keeps the size a deployment starts from, and in a small Redis the flood of the old
 * handler, about 0.2 MB a query, evicts the catalog pages within 200 queries.
 */
test.describe.configure({ mode: 'serial' });

const FLOOD = 500;
/** What the flood may add to the tag map in all: the reads every results page shares, never one per query. */
const TAG_MAP_GROWTH = 5;
const SMALL_REDIS = '32mb';

let redis: RedisClientType;
let configuredMaxmemory: string;

test.beforeAll(async () => {
  redis = createClient({ url: REDIS_URL });
  await redis.connect();
  configuredMaxmemory = (await redis.configGet('maxmemory')).maxmemory!;
  await redis.configSet('maxmemory', SMALL_REDIS);
});

test.afterAll(async () => {
  await redis.configSet('maxmemory', configuredMaxmemory);
  redis.destroy();
});

async function get(instance: Instance, code: StorefrontCode, path: string) {
  const target = onInstance(instance, code, path);
  const response = await fetch(target.url, { headers: target.headers });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-nextjs-cache') };
}

async function redisFigures(tagMap: string) {
  const usedMemory = Number(/^used_memory:(\d+)/m.exec(await redis.info('memory'))![1]);
  return { megabytes: (usedMemory / 1024 / 1024).toFixed(1), tagMapFields: await redis.hLen(tagMap) };
}

const searchPath = (query: string) => `/${ROUTE_WORDS.search.sv}?q=${encodeURIComponent(query)}`;

test(`${FLOOD} made-up search queries in a Redis of 32 MB leave catalog pages a HIT and the tag map bounded`, async () => {
  test.setTimeout(300_000);
  const { build } = (await (await fetch(onInstance('shop1', 'sv', '/api/health').url)).json()) as { build: string };
  const tagMap = keyPrefix(build) + TAG_MAP_KEY;
  for (const code of STOREFRONT_CODES) {
    await get('shop1', code, '/');
    expect((await get('shop2', code, '/')).cache, `${code} home from Redis`).toBe('HIT');
  }
  // The reads every results page shares (menu, popular products) are in the cache before the count.
  expect((await get('shop1', 'sv', searchPath(`Zq Flood warm-up ${randomUUID()}`))).status).toBe(200);
  const before = await redisFigures(tagMap);

  const flood = await madeUpSearches(FLOOD, randomUUID());
  const after = await redisFigures(tagMap);
  console.log(
    `${flood.requests} made-up queries: Redis ${before.megabytes} -> ${after.megabytes} MB, ${TAG_MAP_KEY} ${before.tagMapFields} -> ${after.tagMapFields} fields`,
  );
  expect(flood).toEqual({ requests: FLOOD, non2xx: 0, errors: 0 });
  for (const code of STOREFRONT_CODES) {
    for (const instance of ['shop1', 'shop2'] as const) expect((await get(instance, code, '/')).cache, `${code} home on ${instance}`).toBe('HIT');
  }
  expect(after.tagMapFields).toBeLessThanOrEqual(before.tagMapFields + TAG_MAP_GROWTH);
});

test('a purge of search through one instance reaches the results the other keeps in its memory', async () => {
  const path = searchPath(`Zq Purged ${randomUUID()}`);
  for (const instance of ['shop1', 'shop2'] as const) {
    await get(instance, 'sv', path);
    expect((await get(instance, 'sv', path)).cache, instance).toBe('HIT');
  }
  await purgeThrough('shop1', ['search']);
  const next = await get('shop2', 'sv', path);
  expect(next.status).toBe(200);
  expect(next.cache).not.toBe('HIT');
  expect((await get('shop2', 'sv', path)).cache).toBe('HIT');
});
