import LruPageCache from './lru-page-cache.mjs';
import SharedPageCache from './shared-page-cache.mjs';

/**
 * The cache handler `next.config.ts` names: shared through Redis when `REDIS_URL` is set at run time
 * (several instances behind a load balancer, decision 0013), else this process's bounded memory
 * (decision 0006). A build always uses memory: what it renders belongs to no running shop yet.
 */
export function usesSharedCache(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== 'phase-production-build';
}

export default usesSharedCache() ? SharedPageCache : LruPageCache;
