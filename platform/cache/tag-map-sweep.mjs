/**
 * The Redis handler (@fortedigital/nextjs-cache-handler's `redis-strings`) keeps, beside the entries,
 * two hashes without expiry, its tag maps: one field per entry, naming the entry's tags and when it
 * expires. It drops a field only when a purge deletes the entry, or when a purge comes after the
 * entry's own expiry (a day past its lifetime here). An entry Redis evicted under `maxmemory`, or let
 * expire, left its fields behind for that long: the maps grew with everything ever written, and Redis
 * never evicts them (decision 0029).
 *
 * Every write to Redis therefore sweeps the next few fields of the maps, on from where this process's
 * previous sweep stopped, and drops those whose entry is gone. A pass over a map of F fields takes
 * about F / `SWEEP_FIELDS` writes, and each write makes room for about one entry, so between two
 * passes of the sweep at most about 2F / `SWEEP_FIELDS` fields outlive their entry: a map holds the
 * fields of the entries that exist and about a tenth more at most.
 */

/** The handler's names for its tag maps, under the shop's key prefix. */
export const TAG_MAP_KEY = '__sharedTags__';
export const EXPIRY_MAP_KEY = '__sharedTagsTtl__';

/** How many fields each write checks: a hint to `HSCAN`, which answers a small map whole. */
export const SWEEP_FIELDS = 20;

/**
 * One step of the sweep, atomic in Redis, so an entry written again meanwhile by another instance
 * never loses its field: HSCAN from the cursor, then both maps' fields of the entries that no longer
 * exist dropped. Answers the cursor to go on from (`0`: the pass is complete).
 */
const SWEEP_STEP = `
local scan = redis.call('HSCAN', KEYS[1], ARGV[2], 'COUNT', ARGV[3])
local gone = {}
for i = 1, #scan[2], 2 do
  if redis.call('EXISTS', ARGV[1] .. scan[2][i]) == 0 then gone[#gone + 1] = scan[2][i] end
end
if #gone > 0 then
  redis.call('HDEL', KEYS[1], unpack(gone))
  redis.call('HDEL', KEYS[2], unpack(gone))
end
return scan[1]
`;

/** Sweeps the fields after `cursor` in the tag maps of the entries under `keyPrefix`; answers the next cursor. */
export async function sweepTagMaps(client, keyPrefix, cursor = '0') {
  const next = await client.eval(SWEEP_STEP, {
    keys: [keyPrefix + TAG_MAP_KEY, keyPrefix + EXPIRY_MAP_KEY],
    arguments: [keyPrefix, cursor, String(SWEEP_FIELDS)],
  });
  return String(next);
}
