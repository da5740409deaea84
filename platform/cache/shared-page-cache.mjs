import { readFileSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { REDIS_TIMEOUT_MS, redisClient, withinRedisTimeout } from './redis-client.mjs';
import LruPageCache, { isSearchAnswer, isStorable, lifetimeOf, tagsOf } from './lru-page-cache.mjs';
import { notePurge, purgedSince } from './search-purges.mjs';
import { EXPIRY_MAP_KEY, sweepTagMaps, TAG_MAP_KEY } from './tag-map-sweep.mjs';

/**
 * Next's incremental cache shared by every instance of the shop through Redis (`REDIS_URL`,
 * docs/decisions/0013): a page one instance rendered is served by all, and a purge on one reaches
 * all. The Redis engine is @fortedigital/nextjs-cache-handler's `redis-strings` handler (entries,
 * tag maps, expiry); this class adapts it to Next's interface with the shop's rules of decision
 * 0006: only answers that worked are stored.
 *
 * Each process also keeps everything in its own bounded memory cache (`LruPageCache`). It answers
 * only while Redis cannot: down, or slower than `REDIS_TIMEOUT_MS`. A purge Redis
 * could not take is kept and carried out when the connection is back, so no instance serves a
 * purged page from Redis after an outage.
 *
 * Search answers are the exception (decision 0029): queries are free text, and made-up ones in Redis
 * filled it and pushed out catalog pages. They stay in each process's bounded search share, as
 * without Redis, and Redis carries only the times of purges, which reach them on every instance.
 */

/** How long Redis keeps an entry after it went stale: the window in which a failed render still finds the last good page. */
export const KEPT_AFTER_STALE_SECONDS = 24 * 60 * 60;

/** Entries of one build only: a page rendered by another build names scripts this one does not have. */
export function keyPrefix(buildId) {
  return `shop:${buildId}:`;
}

export function lifespanOf(lastModified, lifetime) {
  const lastModifiedAt = Math.floor(lastModified / 1000);
  const staleAge = typeof lifetime === 'number' ? lifetime : 0;
  return {
    lastModifiedAt,
    revalidate: lifetime,
    staleAge,
    staleAt: lastModifiedAt + staleAge,
    expireAge: staleAge + KEPT_AFTER_STALE_SECONDS,
    expireAt: lastModifiedAt + staleAge + KEPT_AFTER_STALE_SECONDS,
  };
}

function buildIdOf(ctx) {
  try {
    return readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

const STATES = Symbol.for('parts-storefront.shared-page-cache');

/**
 * One Redis handler and one list of purges awaiting Redis per connection, that is per process:
 * Next creates a handler per request.
 */
function connectionState(ctx, client) {
  globalThis[STATES] ??= new WeakMap();
  let state = globalThis[STATES].get(client);
  if (!state) {
    const prefix = keyPrefix(buildIdOf(ctx));
    state = {
      client,
      prefix,
      redis: createRedisHandler({
        client,
        keyPrefix: prefix,
        sharedTagsKey: TAG_MAP_KEY,
        sharedTagsTtlKey: EXPIRY_MAP_KEY,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
      pendingPurges: new Set(),
      sweepCursor: '0',
      connectedAt: 0,
    };
    client.on('ready', () => {
      // Search answers stored before may have missed a purge while Redis was out of reach, or its
      // purge times went with a Redis that restarted empty: they are rendered again.
      state.connectedAt = Date.now();
      // Without traffic, a purge Redis missed is carried out as soon as the connection is back.
      void carryOutPurges(state);
    });
    globalThis[STATES].set(client, state);
  }
  return state;
}

/** A purge in Redis: the entries the tag names are deleted, and its time noted for the search shares. */
function purgeInRedis(state, tag) {
  return Promise.all([state.redis.revalidateTag(tag), notePurge(state.client, state.prefix, tag)]);
}

/** Whether an entry of this process's search share missed a purge another instance made. */
async function missedPurge(state, entry) {
  return entry.lastModified < state.connectedAt || (await purgedSince(state.client, state.prefix, entry.tags, entry.lastModified));
}

/**
 * Purges Redis missed (down or too slow when they came), carried out before this instance reads or
 * writes Redis again: until they are, it serves from its own memory, so a page it purged during an
 * outage never comes back to it from Redis.
 */
async function carryOutPurges(state) {
  if (state.pendingPurges.size === 0) return;
  const tags = [...state.pendingPurges];
  state.pendingPurges.clear();
  for (const tag of tags) {
    try {
      await withinRedisTimeout(purgeInRedis(state, tag));
    } catch {
      state.pendingPurges.add(tag);
    }
  }
}

export default class SharedPageCache {
  constructor(ctx = {}, client = redisClient(), local = new LruPageCache(ctx)) {
    this.local = local;
    this.state = connectionState(ctx, client);
  }

  async get(key, ctx = {}) {
    let entry;
    try {
      await carryOutPurges(this.state);
      if (this.state.pendingPurges.size > 0) return this.local.get(key);
      const searchEntry = this.local.searchEntry(key);
      if (searchEntry) {
        if (await withinRedisTimeout(missedPurge(this.state, searchEntry))) this.local.expireSearchEntry(key);
        return this.local.get(key);
      }
      entry = await withinRedisTimeout(this.state.redis.get(key, { implicitTags: ctx.softTags ?? [] }));
    } catch {
      return this.local.get(key);
    }
    if (!entry) return null;
    // Next judges an entry's age by its lifetime; another instance rendered it, so it travels along.
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx = {}) {
    await this.local.set(key, value, ctx);
    if (isSearchAnswer(value, ctx)) return;
    try {
      await carryOutPurges(this.state);
      if (this.state.pendingPurges.size > 0) return;
      if (!isStorable(value)) {
        await withinRedisTimeout(this.state.redis.delete(key));
        return;
      }
      const lastModified = Date.now();
      await withinRedisTimeout(
        this.state.redis.set(key, {
          value,
          lastModified,
          lifespan: lifespanOf(lastModified, lifetimeOf(value, ctx)),
          tags: tagsOf(value, ctx),
          cacheControl: ctx.cacheControl,
        }),
      );
      this.state.sweepCursor = await withinRedisTimeout(sweepTagMaps(this.state.client, this.state.prefix, this.state.sweepCursor));
    } catch {
      // Kept in this process's memory; the next render after Redis is back stores it for all.
    }
  }

  /**
   * Redis deletes what the tags name, whatever the profile: the next request on any instance renders
   * afresh. This process's own memory follows the purge rules of `LruPageCache`.
   */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      try {
        await withinRedisTimeout(purgeInRedis(this.state, tag));
      } catch {
        this.state.pendingPurges.add(tag);
      }
    }
  }

  resetRequestCache() {}
}
