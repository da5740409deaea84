import { writeFileSync } from 'node:fs';
import { LRUCache } from 'lru-cache';

/**
 * Next's incremental cache (rendered pages and cached backend reads) kept in memory under a byte
 * bound, instead of Next's default of every page on disk with no bound (docs/decisions/0006).
 * Plain JavaScript: Next imports it at run time, outside the TypeScript build.
 */

export const DEFAULT_PAGE_CACHE_MB = 256;
const MB = 1024 * 1024;
/** The tag of search results pages and their reads (`searchCachePolicy`, platform/cache/cache-policy.ts). */
export const SEARCH_TAG = 'search';
/**
 * Search answers live apart, in at most an eighth of the bound and this many entries (a query is a
 * page and two reads): queries are free text, so made-up ones only ever push out other queries,
 * never a catalog page (decision 0014).
 */
export const SEARCH_SHARE = 1 / 8;
export const MAX_SEARCH_ENTRIES = 1500;
const TAGS_HEADER = 'x-next-cache-tags';
/**
 * The `lastModified` Next reads as an entry past its expiry (`isStale = -1`,
 * next/dist/server/lib/incremental-cache/index.js): it renders the page before it answers.
 */
const EXPIRED = -1;

/** `PAGE_CACHE_MAX_MB` in bytes; anything but a positive whole number is the default. */
export function pageCacheBytes(env = process.env) {
  const mb = /^\d+$/.test(env.PAGE_CACHE_MAX_MB ?? '') ? Number(env.PAGE_CACHE_MAX_MB) : 0;
  return (mb > 0 ? mb : DEFAULT_PAGE_CACHE_MB) * MB;
}

function statusOf(value) {
  return value.kind === 'FETCH' ? value.data?.status : value.status;
}

/** Only answers that worked are kept: a 404 or a failed read is never content (decision 0006). */
export function isStorable(value) {
  if (!value) return false;
  const status = statusOf(value);
  return status === undefined || status < 400;
}

/** About what an entry holds in memory: its strings and buffers, counted in bytes. */
export function entryBytes(value) {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, item) => sum + entryBytes(item), 0);
  if (value && typeof value === 'object') {
    if (typeof value.toUnchunkedString === 'function') return Buffer.byteLength(value.toUnchunkedString());
    return Object.values(value).reduce((sum, item) => sum + entryBytes(item), 0);
  }
  return 8;
}

/** The tags a stored read or page can be purged by. */
export function tagsOf(value, ctx = {}) {
  if (value.kind === 'FETCH') return ctx.tags ?? value.tags ?? [];
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** A search results page or read: kept in the search share, and never in Redis (decision 0029). */
export function isSearchAnswer(value, ctx = {}) {
  return Boolean(value) && tagsOf(value, ctx).includes(SEARCH_TAG);
}

/** The lifetime after which an entry is stale, in seconds; false when it never goes stale by time. */
export function lifetimeOf(value, ctx = {}) {
  if (value.kind === 'FETCH') return ctx.revalidate ?? value.revalidate ?? false;
  return ctx.cacheControl?.revalidate ?? false;
}

/**
 * A purge that takes effect now: a page is marked expired and kept, as the previous entry of the
 * render Next then waits for; a read is dropped, so that render reads the backend.
 */
function expireEntry(store, key, entry) {
  if (entry.value.kind === 'FETCH') store.delete(key);
  else entry.expired = true;
}

export function createPageCacheStore(maxSize, max) {
  return new LRUCache({ maxSize, max, sizeCalculation: (entry) => Math.max(1, entry.bytes) });
}

/** The search share of a page cache of `maxSize` bytes. */
export function createSearchStore(maxSize) {
  return createPageCacheStore(Math.floor(maxSize * SEARCH_SHARE), MAX_SEARCH_ENTRIES);
}

function writeStats(store, searchStore) {
  const file = process.env.PAGE_CACHE_STATS_FILE;
  if (!file) return;
  const entries = store.size + searchStore.size;
  writeFileSync(file, JSON.stringify({ entries, bytes: store.calculatedSize + searchStore.calculatedSize, searchEntries: searchStore.size }));
}

let shared;
function sharedStores() {
  shared ??= { store: createPageCacheStore(pageCacheBytes()), searchStore: createSearchStore(pageCacheBytes()) };
  return shared;
}

/** Next creates one handler per request; they all share the stores of this process. */
export default class LruPageCache {
  constructor(_ctx, store = sharedStores().store, searchStore = sharedStores().searchStore) {
    this.store = store;
    this.searchStore = searchStore;
  }

  /**
   * A page a purge expired is still handed to Next: as the previous entry of the render it blocks on,
   * it is what Next stores again when that render fails (`retainPreviousCacheEntry`,
   * next/dist/server/response-cache/index.js), so every request after the failed one gets it.
   */
  async get(key) {
    const entry = this.store.get(key) ?? this.searchStore.get(key);
    if (!entry) return null;
    return { value: entry.value, lastModified: entry.expired ? EXPIRED : entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx = {}) {
    this.store.delete(key);
    this.searchStore.delete(key);
    if (isStorable(value)) {
      const tags = tagsOf(value, ctx);
      (isSearchAnswer(value, ctx) ? this.searchStore : this.store).set(key, {
        value,
        lastModified: Date.now(),
        cacheControl: ctx.cacheControl,
        tags,
        lifetime: lifetimeOf(value, ctx),
        bytes: entryBytes(value),
      });
    }
    writeStats(this.store, this.searchStore);
  }

  /**
   * `expire: 0` (the purge) or no durations: a tagged page expires, so the next request waits for a
   * fresh render, and a tagged read is dropped, so that render reads the backend (Next's own cache
   * answers a read under an expired tag as missing). Any other profile (`'max'`) turns tagged
   * entries stale: served once more while Next renders or reads them again; one that never goes
   * stale by time is dropped instead.
   */
  async revalidateTag(tags, durations) {
    const purged = new Set(typeof tags === 'string' ? [tags] : tags);
    const expireNow = !durations || durations.expire === 0;
    const now = Date.now();
    for (const store of [this.store, this.searchStore]) {
      for (const [key, entry] of store.entries()) {
        if (!entry.tags.some((tag) => purged.has(tag))) continue;
        if (expireNow) expireEntry(store, key, entry);
        else if (typeof entry.lifetime === 'number') entry.lastModified = now - entry.lifetime * 1000 - 1;
        else store.delete(key);
      }
    }
    writeStats(this.store, this.searchStore);
  }

  /** The search share's entry under `key`, without making it more recently used; undefined when there is none. */
  searchEntry(key) {
    return this.searchStore.peek(key);
  }

  /** Expires one entry of the search share as a purge of one of its tags does (`revalidateTag` with `expire: 0`). */
  expireSearchEntry(key) {
    const entry = this.searchStore.peek(key);
    if (entry) expireEntry(this.searchStore, key, entry);
  }

  resetRequestCache() {}
}
