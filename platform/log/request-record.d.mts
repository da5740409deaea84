import type { StorefrontCode } from '@/platform/storefronts/storefronts';

export type CacheOutcome = 'hit' | 'stale' | 'miss';

export interface RequestRecord {
  /** A new random id per request, on every line the request logs and in its `x-request-id` answer header. */
  id: string;
  /** `process.hrtime.bigint()` when the request came in. */
  start: bigint;
  /** A route pattern of platform/routing/route-table.ts; unset until the proxy knows it. */
  route?: string;
  storefront?: StorefrontCode;
  cache?: CacheOutcome;
}

export function withRecord<T>(record: RequestRecord, answer: () => T): T;
export function currentRecord(): RequestRecord | undefined;
export function noteRoute(route: string, storefront: StorefrontCode | undefined): void;
export function noteCache(outcome: CacheOutcome): void;
