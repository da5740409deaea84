import type { CacheOutcome } from '../log/request-record.mjs';
import type LruPageCache from './lru-page-cache.mjs';
import type SharedPageCache from './shared-page-cache.mjs';

export function usesSharedCache(env?: Record<string, string | undefined>): boolean;
export function lookupOutcome(found: { lastModified: number; cacheControl?: { revalidate?: number | false } } | null, now?: number): CacheOutcome;
export function observed<T extends typeof LruPageCache | typeof SharedPageCache>(PageCache: T): T;
declare const PageCache: typeof LruPageCache | typeof SharedPageCache;
export default PageCache;
