import * as z from 'zod/mini';
import { CACHE_TAGS } from '@/platform/cache/cache-policy';
import { isSharedSecret } from '@/platform/http/shared-secret';

/** What a purge request comes to: the HTTP answer it gets, or the tags to purge. */
export type PurgeDecision = { kind: 'disabled' } | { kind: 'unauthorized' } | { kind: 'invalid'; message: string } | { kind: 'purge'; tags: string[] };

const purgeBodySchema = z.object({ tags: z.array(z.string()).check(z.minLength(1), z.maxLength(CACHE_TAGS.length)) });

/**
 * `POST /api/cache/purge` with `{ tags }` and `authorization: Bearer <PURGE_SECRET>`. Without a secret
 * configured the endpoint does not exist; only tags of the cache manifest can be purged.
 */
export function purgeDecision(secret: string | undefined, authorization: string | null, body: unknown): PurgeDecision {
  if (!secret) return { kind: 'disabled' };
  if (!isSharedSecret(`Bearer ${secret}`, authorization)) return { kind: 'unauthorized' };
  const parsed = purgeBodySchema.safeParse(body);
  if (!parsed.success) return { kind: 'invalid', message: 'The body must be {"tags": [...]} with at least one tag.' };
  const unknown = parsed.data.tags.find((tag) => !CACHE_TAGS.includes(tag));
  if (unknown !== undefined) return { kind: 'invalid', message: `Unknown cache tag: ${unknown}` };
  return { kind: 'purge', tags: [...new Set(parsed.data.tags)] };
}
