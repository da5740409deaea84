import { noteCache } from '../log/request-record.mjs';
import { pageCacheLookups } from '../metrics/shop-metrics.mjs';
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

/**
 * What a lookup of a page or route answer gave: a purged entry (`lastModified` -1) is rendered
 * before the answer, as a missing one is; one past its lifetime is answered while Next renders it again.
 */
export function lookupOutcome(found, now = Date.now()) {
  if (!found || found.lastModified === -1) return 'miss';
  const lifetime = found.cacheControl?.revalidate;
  return typeof lifetime === 'number' && found.lastModified + lifetime * 1000 < now ? 'stale' : 'hit';
}

/** Counts each lookup of a page or route answer and notes it in the request's record; backend reads are no such lookup. */
export function observed(PageCache) {
  return class ObservedPageCache extends PageCache {
    async get(key, ctx = {}) {
      const found = await super.get(key, ctx);
      if (ctx.kind !== 'FETCH') {
        const outcome = lookupOutcome(found);
        pageCacheLookups.inc({ outcome });
        noteCache(outcome);
      }
      return found;
    }
  };
}

export default observed(usesSharedCache() ? SharedPageCache : LruPageCache);
