import autocannon from 'autocannon';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { PURGE_SECRET } from '../e2e/page-cache-env';
import { MOCK_BACKEND, originOf, STOREFRONTS, type StorefrontCode } from '../e2e/storefronts';

/**
 * The cluster the tests run against (scripts/cluster.mjs): HAProxy on the port the E2E build's
 * storefront domains name, so the same build serves both suites, and the instances right above it.
 */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 3000);
export const INSTANCES = { shop1: CLUSTER_PORT + 1, shop2: CLUSTER_PORT + 2 } as const;
/** The cluster's Redis, as scripts/cluster.mjs starts it (or the Redis of your own it was given). */
export const REDIS_URL = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? 6390}`;
export type Instance = keyof typeof INSTANCES;
const CONTROL = `http://127.0.0.1:${CLUSTER_PORT + 9}`;

/** A request to one instance directly, as the load balancer sends it (the instances trust X-Forwarded-Host). */
export function onInstance(instance: Instance, code: StorefrontCode, path: string) {
  return { url: `http://127.0.0.1:${INSTANCES[instance]}${path}`, headers: { 'x-forwarded-host': STOREFRONTS[code].domain, 'x-forwarded-proto': 'http' } };
}

/** Purges tags through one instance, as the backend's purge call reaches whichever the load balancer picks. */
export async function purgeThrough(instance: Instance, tags: string[]): Promise<void> {
  const target = onInstance(instance, 'sv', '/api/cache/purge');
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { ...target.headers, 'content-type': 'application/json', authorization: `Bearer ${PURGE_SECRET}` },
    body: JSON.stringify({ tags }),
  });
  if (response.status !== 200) throw new Error(`purge of ${tags.join(', ')} through ${instance}: ${response.status}`);
}

/**
 * Stops (SIGTERM), kills (SIGKILL) or starts a part of the cluster; a start returns once it answers,
 * a restart (SIGTERM, then start) once HAProxy sends the instance requests again.
 */
export async function cluster(action: 'stop' | 'kill' | 'start' | 'restart', part: Instance | 'redis'): Promise<void> {
  const response = await fetch(`${CONTROL}/${action}/${part}`, { method: 'POST' });
  if (!response.ok) throw new Error(`cluster control ${action} ${part}: ${response.status} ${await response.text()}`);
}

export async function cacheOf(instance: Instance): Promise<'redis' | 'memory'> {
  const response = await fetch(`http://127.0.0.1:${INSTANCES[instance]}/api/health`);
  return ((await response.json()) as { cache: 'redis' | 'memory' }).cache;
}

/**
 * Loads a storefront page through the load balancer from 10 connections, bounded in time, on
 * loopback only; `during` runs one second into the load.
 */
export async function underLoad(path: string, during: () => Promise<void>, seconds = 4) {
  const run = autocannon({
    url: `http://127.0.0.1:${CLUSTER_PORT}${path}`,
    headers: { host: STOREFRONTS.sv.domain },
    connections: 10,
    duration: seconds,
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await during();
  const result = await run;
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts, connections: 10 };
}

/**
 * Asks `count` search queries no shopper asked before (`Zq Flood 0 <run>`, `Zq Flood 1 <run>`, ...)
 * through the load balancer from 8 connections, on loopback only, each answer awaited within 30 s.
 */
export async function madeUpSearches(count: number, run: string) {
  const word = ROUTE_WORDS.search.sv;
  let asked = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${CLUSTER_PORT}`,
    headers: { host: STOREFRONTS.sv.domain },
    connections: 8,
    amount: count,
    timeout: 30,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/${word}?q=${encodeURIComponent(`Zq Flood ${asked++} ${run}`)}` }) }],
  });
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** The lines of a cart sync's answer; an answer that is no cart has none. */
function cartOf(body: string): { sku: string; quantity: number }[] {
  try {
    const lines: unknown = JSON.parse(body);
    return Array.isArray(lines) ? lines : [];
  } catch {
    return [];
  }
}

/**
 * Shoppers' traffic through the load balancer from 10 connections while `during` runs (at most
 * 90 s), on loopback only: each connection asks for the home page, then syncs a cart of one line of
 * `sku` (a POST, which HAProxy never sends twice), which the backend answers after `syncMs`, so that
 * syncs are always under way when an instance is stopped. A line is kept when the answer is the
 * cart with that line; a sync cut off counts among the errors. What is under way when `during` ends
 * is let go by the test, not the shop, and counts for nothing.
 */
export async function cartTrafficWhile(sku: string, syncMs: number, during: () => Promise<void>) {
  const line = { sku, quantity: 2 };
  const scenario = `slow-sync-${Date.now()}`;
  const fault = await fetch(`${MOCK_BACKEND}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '^/api/sync-cart$', delayMs: syncMs, scenario }),
  });
  if (fault.status !== 201) throw new Error(`/__mock/faults answered ${fault.status}`);
  let cartsAnswered = 0;
  let cartsKept = 0;
  let tracker: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    tracker = autocannon(
      {
        url: `http://127.0.0.1:${CLUSTER_PORT}`,
        connections: 10,
        duration: 90,
        requests: [
          { method: 'GET', path: '/', headers: { host: STOREFRONTS.sv.domain } },
          {
            method: 'POST',
            path: `/api/sync-cart?locale=sv&sid=${STOREFRONTS.sv.storeId}`,
            headers: { host: STOREFRONTS.sv.domain, origin: originOf('sv'), 'content-type': 'application/json', cookie: `mock-scenario=${scenario}` },
            body: JSON.stringify({ items: [line], checkout_id: null }),
            onResponse: (status, body) => {
              cartsAnswered += 1;
              const items = status === 200 ? cartOf(body) : [];
              if (items.some((item) => item.sku === line.sku && item.quantity === line.quantity)) cartsKept += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await during();
  tracker!.stop();
  const result = await done;
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts, cartsAnswered, cartsKept };
}
