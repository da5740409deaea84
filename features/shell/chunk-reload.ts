/**
 * Chunk load failure (docs/product/errors.md, ERR-3): a full reload, at most once per 60 s, so a
 * deployment that removed old chunks heals the page without a reload loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** sessionStorage key holding the time of the last reload for a chunk failure. */
export const CHUNK_RELOAD_STORAGE_KEY = 'td02-chunk-reload';

const CHUNK_FAILURE = [
  /loading chunk [\w/.-]+ failed/i,
  /loading css chunk/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /failed to load chunk/i,
];

/** Whether an error (or rejection reason) is a failed chunk or dynamic import. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_FAILURE.some((re) => re.test(reason));
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE.some((re) => re.test(message));
}

/** Reload unless the last reload for a chunk failure was less than 60 s ago. */
export function shouldReloadForChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  if (!Number.isFinite(last) || last > now) return true;
  return now - last >= CHUNK_RELOAD_GUARD_MS;
}
