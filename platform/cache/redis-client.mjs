import { createClient } from 'redis';

/**
 * The shop's one connection to Redis per server process, when `REDIS_URL` is set (issue 14): the
 * shared page cache and the rate limits use it. Plain JavaScript, because Next loads the cache
 * handler at run time outside its bundles; route handlers reach the same connection through
 * `globalThis`, so a process never opens two.
 *
 * Redis is never in a shopper's way: work that has not answered within `REDIS_TIMEOUT_MS` fails
 * (`withinRedisTimeout`), a command while the connection is down fails at once
 * (`disableOfflineQueue`), and the client reconnects by itself, backing off to one attempt every 2 s.
 */
export const REDIS_TIMEOUT_MS = 250;

/**
 * The work, or a failure after `REDIS_TIMEOUT_MS`. The client's own timeouts and abort signals stop
 * only commands not yet sent; a Redis that stopped answering would hold the rest for ever.
 */
export function withinRedisTimeout(work) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
const RECONNECT_MAX_DELAY_MS = 2000;
const CLIENT = Symbol.for('parts-storefront.redis-client');

export function reconnectDelayMs(retries) {
  return Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS);
}

/** A client that connects now and keeps reconnecting; its errors are logged once per outage. */
export function connectRedis(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: { connectTimeout: 1000, reconnectStrategy: reconnectDelayMs },
  });
  // Said once per outage, not once per reconnection attempt.
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    console.warn(`Redis at ${new URL(url).host} is unreachable (${error.message}); serving from this process's memory until it is back`);
  });
  client.on('ready', () => {
    if (down) console.info(`Redis at ${new URL(url).host} is back`);
    down = false;
  });
  client.connect().catch(() => {});
  return client;
}

/** The process's client, connecting on first use; null when the shop runs without Redis. */
export function redisClient(env = process.env) {
  const url = env.REDIS_URL;
  if (!url) return null;
  globalThis[CLIENT] ??= connectRedis(url);
  return globalThis[CLIENT];
}
