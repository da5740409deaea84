/**
 * Deals. The current-deal banner (docs/product/content.md, CNT-7): active only while now lies between
 * starts_at and expires_at, counting down in hh:mm:ss and ending at 0. The deal category, whose
 * pages share the deal style of breadcrumbs with the deal's product page (docs/product/chrome.md, CHR-10).
 */

/** The deal category and everything under it. */
export function isDealCategory(dealCategoryUri: string, uri: string): boolean {
  return uri === dealCategoryUri || uri.startsWith(`${dealCategoryUri}/`);
}

export interface DealWindow {
  starts_at: string;
  expires_at: string;
}

/** The countdown ticks once a second. */
export const DEAL_TICK_MS = 1000;

/**
 * How often the open page asks the backend for the current deal again: a cached page may carry the
 * deal it was rendered with for up to CACHE_SECONDS.deal, an open page learns of a new one sooner.
 */
export const DEAL_REFRESH_MS = 60_000;
/** Longest single wait for the next change of state (setTimeout holds 2^31-1 ms at most). */
const DEAL_MAX_WAIT_MS = 2_147_483_647;

const time = (iso: string) => new Date(iso).getTime();

/** Active from starts_at (inclusive) until expires_at (exclusive): at 0 left the deal has ended. */
export function isDealActive(deal: DealWindow, now: number = Date.now()): boolean {
  const start = time(deal.starts_at);
  const end = time(deal.expires_at);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return now >= start && now < end;
}

/** A deal worth sending to the browser: active now, or starting later (the browser shows it then). */
export function isDealCurrentOrUpcoming(deal: DealWindow, now: number = Date.now()): boolean {
  const start = time(deal.starts_at);
  return isDealActive(deal, now) || (!Number.isNaN(start) && !Number.isNaN(time(deal.expires_at)) && now < start);
}

/** Milliseconds left until the deal expires; never negative. */
export function dealRemainingMs(deal: DealWindow, now: number): number {
  const end = time(deal.expires_at);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** Milliseconds until the deal starts or ends, whichever comes next; null when nothing will change. */
export function msUntilDealChange(deal: DealWindow, now: number): number | null {
  const start = time(deal.starts_at);
  const end = time(deal.expires_at);
  if (Number.isNaN(start) || Number.isNaN(end) || now >= end) return null;
  return Math.min(now < start ? start - now : end - now, DEAL_MAX_WAIT_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * hh:mm:ss of what is left, rounded up to the whole second so the counter reads 00:00:00 only when
 * the deal has ended. Hours are not wrapped at 24 (a two-day deal reads 47:59:59).
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

/**
 * The countdown shows only on the deal's own product page: its address names the deal's product, or
 * the page's purchase settings say the deal is on it (docs/product/content.md, CNT-11), as on a
 * variation's address.
 */
export function isDealProductPage(dealSlug: string | null | undefined, productSlug: string | null | undefined, pageDealSlug?: string | null): boolean {
  return Boolean(dealSlug) && Boolean(productSlug) && (dealSlug === productSlug || dealSlug === pageDealSlug);
}
