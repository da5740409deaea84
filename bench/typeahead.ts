import autocannon from 'autocannon';
import { APP_ADDRESS, APP_PORT, STORE_HOST, type ThroughputSettings } from '@/bench/config';
import { SEARCH_PROVIDER } from '@/platform/api/calls/search';
import { SUGGESTION_LIMITS } from '@/features/search/suggestions';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

export interface TypeaheadLatency {
  /** The calls of one shopper typing, as the browser sends them through the shop's `/api`. */
  paths: string[];
  connections: number;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** What a shopper types, one keystroke after another (2 characters and more: each one searches). */
const KEYSTROKES = ['ip', 'iph', 'ipho', 'iphon', 'iphone', 'iphone 1', 'iphone 13', 'sa', 'sam', 'sams', 'samsung', 'sk', 'skä', 'skärm'];

/** Both calls of one keystroke, with the query string the browser's client builds (platform/api/request.ts). */
function keystrokePaths(term: string): string[] {
  const { code, storeId } = STOREFRONTS.sv;
  const store = { locale: code, sid: String(storeId) };
  const search = new URLSearchParams({ query: term, limit: String(SUGGESTION_LIMITS.products), provider: SEARCH_PROVIDER, ...store });
  const hints = new URLSearchParams({ query: term, ...store });
  return [`/api/products?${search.toString()}`, `/api/search-triggers?${hints.toString()}`];
}

/** The latency below which `share` of the answers came. */
export function percentile(latencies: readonly number[], share: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The typeahead's calls under `connections` shoppers typing at once, on the local server only, for
 * as long as one page's throughput run: each connection walks through the keystrokes, both calls
 * of each. p95 over every answer (autocannon reports p97.5 and p99, not p95).
 */
export async function measureTypeahead(settings: ThroughputSettings): Promise<TypeaheadLatency> {
  const paths = KEYSTROKES.flatMap(keystrokePaths);
  const latencies: number[] = [];
  const typing = (seconds: number, record: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://${APP_ADDRESS}:${APP_PORT}`,
          headers: { host: STORE_HOST },
          connections: settings.connections,
          duration: seconds,
          requests: paths.map((path) => ({ method: 'GET', path })),
        },
        (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
      );
      if (record) instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
  await typing(settings.warmupSeconds, false);
  const result = await typing(settings.durationSeconds, true);
  return {
    paths,
    connections: settings.connections,
    requestsPerSecond: result.requests.total / result.duration,
    p95Ms: Math.round(percentile(latencies, 0.95)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
