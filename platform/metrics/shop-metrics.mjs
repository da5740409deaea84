import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

/**
 * The shop's metrics, on prom-client's default registry (decision 0045). Next bundles route
 * handlers, pages and the proxy apart and server/serve.mjs loads its own copy of this module, so
 * each metric is made once per process and found again by name; `next.config.ts` keeps prom-client
 * out of the bundles (`serverExternalPackages`), so every copy reaches the one registry. Labels come
 * only from fixed lists: route patterns of platform/routing/route-table.ts or `other`, storefront
 * codes or `none`, schema names of platform/api/schemas.ts, rule names of
 * platform/security/rate-limits.ts, status codes and the outcomes named here.
 */

function metric(name, make) {
  return register.getSingleMetric(name) ?? make();
}

/** Seconds: a cached page answers in a few milliseconds, a render or a slow backend in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = metric(
  'shop_http_requests_total',
  () =>
    new Counter({
      name: 'shop_http_requests_total',
      help: 'Requests answered, by route pattern, storefront and status',
      labelNames: ['route', 'storefront', 'status'],
    }),
);

export const httpDuration = metric(
  'shop_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time from a request coming in to its answer sent, by route pattern, storefront and status',
      labelNames: ['route', 'storefront', 'status'],
      buckets: LATENCY_BUCKETS,
    }),
);

export const pageCacheLookups = metric(
  'shop_page_cache_lookups_total',
  () =>
    new Counter({
      name: 'shop_page_cache_lookups_total',
      help: 'Page cache lookups of pages and route answers: hit, stale (served while rendered again) or miss',
      labelNames: ['outcome'],
    }),
);

export const backendDuration = metric(
  'shop_backend_call_duration_seconds',
  () =>
    new Histogram({
      name: 'shop_backend_call_duration_seconds',
      help: 'Backend calls by the schema of their answer, ok or error, including reads the data cache answered',
      labelNames: ['call', 'outcome'],
      buckets: LATENCY_BUCKETS,
    }),
);

export const backendErrors = metric(
  'shop_backend_call_errors_total',
  () =>
    new Counter({
      name: 'shop_backend_call_errors_total',
      help: 'Backend calls that failed, by call and kind (http, timeout, network, validation)',
      labelNames: ['call', 'kind'],
    }),
);

export const rateLimitRefusals = metric(
  'shop_rate_limit_refusals_total',
  () => new Counter({ name: 'shop_rate_limit_refusals_total', help: 'Attempts refused by a rate limit, by limit', labelNames: ['limit'] }),
);

export const cartSyncs = metric(
  'shop_cart_syncs_total',
  () =>
    new Counter({
      name: 'shop_cart_syncs_total',
      help: 'Cart syncs passed on to the backend: ok, refused (4xx) or failed (5xx, timeout, unreachable)',
      labelNames: ['outcome'],
    }),
);

export const orders = metric(
  'shop_orders_total',
  () => new Counter({ name: 'shop_orders_total', help: 'Orders placed through the shop, by the outcome the shopper got', labelNames: ['outcome'] }),
);

/** Node's own: event loop lag, heap, garbage collection, handles, CPU (`process_*`, `nodejs_*`). */
export function collectRuntimeMetrics() {
  if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();
}

/** 1 while the process's Redis client is ready, 0 while not; registered only when REDIS_URL is set. */
export function watchRedis(isReady) {
  metric(
    'shop_redis_up',
    () =>
      new Gauge({
        name: 'shop_redis_up',
        help: 'Whether this process reaches Redis (1) or not (0)',
        collect() {
          this.set(isReady() ? 1 : 0);
        },
      }),
  );
}
