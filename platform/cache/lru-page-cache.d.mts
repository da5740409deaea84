import type { LRUCache } from 'lru-cache';

export const DEFAULT_PAGE_CACHE_MB: number;
export const SEARCH_TAG: string;
export const SEARCH_SHARE: number;
export const MAX_SEARCH_ENTRIES: number;
export function pageCacheBytes(env?: Record<string, string | undefined>): number;

export interface CachedValue {
  kind: string;
  status?: number;
  data?: { status?: number; body?: string };
  headers?: Record<string, unknown>;
  html?: unknown;
  revalidate?: number | false;
  tags?: string[];
}

export interface SetContext {
  tags?: string[];
  revalidate?: number | false;
  cacheControl?: { revalidate: number | false; expire?: number };
}

export interface StoredEntry {
  value: CachedValue;
  lastModified: number;
  cacheControl?: SetContext['cacheControl'];
  tags: string[];
  lifetime: number | false;
  bytes: number;
  /** Set by a purge: Next renders the page again before it answers. */
  expired?: boolean;
}

export function isStorable(value: CachedValue | null): boolean;
export function entryBytes(value: unknown): number;
export function tagsOf(value: CachedValue, ctx?: SetContext): string[];
export function isSearchAnswer(value: CachedValue | null, ctx?: SetContext): boolean;
export function lifetimeOf(value: CachedValue, ctx?: SetContext): number | false;
export function createPageCacheStore(maxSize: number, max?: number): LRUCache<string, StoredEntry>;
export function createSearchStore(maxSize: number): LRUCache<string, StoredEntry>;

export default class LruPageCache {
  constructor(ctx: unknown, store?: LRUCache<string, StoredEntry>, searchStore?: LRUCache<string, StoredEntry>);
  store: LRUCache<string, StoredEntry>;
  searchStore: LRUCache<string, StoredEntry>;
  /** `ctx.kind` is Next's: `FETCH` for a backend read, `APP_PAGE` or `APP_ROUTE` for an answer. */
  get(key: string, ctx?: { kind?: string }): Promise<{ value: CachedValue; lastModified: number; cacheControl?: SetContext['cacheControl'] } | null>;
  set(key: string, value: CachedValue | null, ctx?: SetContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  searchEntry(key: string): StoredEntry | undefined;
  expireSearchEntry(key: string): void;
  resetRequestCache(): void;
}
