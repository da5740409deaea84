/**
 * How a cart sync round that failed is tried again (decision 0019): up to 5 more times, after 1, 2, 4,
 * 8 and 15 s, the backoff React Query gave the rounds before they moved to `features/cart/sync/retry-queue.ts`.
 */
export const MAX_SYNC_RETRIES = 5;
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 15_000;

/** The wait before the next attempt, after `failures` failed ones (0 after the first). */
export function syncRetryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** failures, LONGEST_RETRY_MS);
}
