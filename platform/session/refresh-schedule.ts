/**
 * When the page refreshes the session (docs/product/account.md, ACC-2 and ACC-3: access and refresh tokens live 3600 s).
 * It refreshes a few minutes before the access token runs out, so no page the shopper opens in the
 * meantime finds it gone; a tab that slept past that point refreshes at once on waking.
 */
export const REFRESH_MARGIN_MS = 5 * 60_000;

/** After the backend could not answer (503) the page asks again this much later; the shopper stays signed in. */
export const RETRY_AFTER_OUTAGE_MS = 60_000;

/** Milliseconds from `now` until the refresh; 0 means at once. */
export function refreshDelay(sessionEndsAt: number, now: number, failedAttempts = 0): number {
  const due = Math.max(0, sessionEndsAt - REFRESH_MARGIN_MS - now);
  return failedAttempts > 0 ? Math.max(due, RETRY_AFTER_OUTAGE_MS) : due;
}

/** Whether the session is already inside the margin, so the page refreshes instead of reading with the access token. */
export function isRefreshDue(sessionEndsAt: number, now: number): boolean {
  return refreshDelay(sessionEndsAt, now) === 0;
}
