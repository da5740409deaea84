import type LruPageCache from './lru-page-cache.mjs';
import type SharedPageCache from './shared-page-cache.mjs';

export function usesSharedCache(env?: Record<string, string | undefined>): boolean;
declare const PageCache: typeof LruPageCache | typeof SharedPageCache;
export default PageCache;
