/**
 * Search answers live in each process's own memory, never in Redis (decision 0029), yet a purge on
 * one instance must reach the search results every instance keeps. So each purge leaves its time in
 * Redis, per tag, and before an instance serves an entry of its search share, it checks whether one
 * of the entry's tags was purged after the entry was stored. One field per tag ever purged: the purge
 * route takes only the shop's own few dozen tags.
 */
export const PURGE_TIMES_KEY = '__purgedAt__';

/** Notes that `tag` was purged at `at` (ms). */
export function notePurge(client, keyPrefix, tag, at = Date.now()) {
  return client.hSet(keyPrefix + PURGE_TIMES_KEY, tag, String(at));
}

/** Whether one of the tags was purged after `since` (ms). */
export async function purgedSince(client, keyPrefix, tags, since) {
  if (tags.length === 0) return false;
  const times = await client.hmGet(keyPrefix + PURGE_TIMES_KEY, tags);
  return times.some((time) => time !== null && Number(time) > since);
}
