import type { RedisClientType } from 'redis';
import type LruPageCache from './lru-page-cache.mjs';
import type { CachedValue, SetContext } from './lru-page-cache.mjs';

export const KEPT_AFTER_STALE_SECONDS: number;
export function keyPrefix(buildId: string): string;
export function lifespanOf(
  lastModified: number,
  lifetime: number | false,
): { lastModifiedAt: number; revalidate: number | false; staleAge: number; staleAt: number; expireAge: number; expireAt: number };

export default class SharedPageCache {
  constructor(ctx?: { serverDistDir?: string }, client?: RedisClientType | null, local?: LruPageCache);
  get(
    key: string,
    ctx?: { softTags?: string[]; kind?: string },
  ): Promise<{ value: CachedValue & Record<string, unknown>; lastModified: number; cacheControl?: SetContext['cacheControl'] } | null>;
  set(key: string, value: CachedValue | null, ctx?: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
