import type { ApiResult } from '@/platform/api/result';
import type { StockAlert } from '@/platform/api/types';

/** How long an alert waits for its product once it starts (docs/product/stock-alerts.md, STK-6); the backend keeps to it, the form says it. */
export const STOCK_ALERT_DAYS = 90;

/**
 * What asking for an alert tells the shopper; `email` is what they typed, so a refusal keeps it.
 * `check-inbox` is every address but the buyer's own, whether or not it already waits (STK-3);
 * `started` is the signed-in buyer's own address, started at once.
 */
export type AskState =
  | { kind: 'idle'; email: string }
  | { kind: 'check-inbox'; email: string }
  | { kind: 'started'; email: string }
  | { kind: 'invalid-email'; email: string }
  | { kind: 'too-many'; email: string }
  | { kind: 'unavailable'; email: string };

/** The backend's answer to asking: a 400 is an address it will not take; any other failure is one to try again later. */
export function askState(email: string, result: ApiResult<{ status: 'pending' | 'active' }>): AskState {
  if (result.ok) return { kind: result.data.status === 'active' ? 'started' : 'check-inbox', email };
  if (result.error.kind === 'http' && result.error.status === 400) return { kind: 'invalid-email', email };
  return { kind: 'unavailable', email };
}

/** The product a form names: a whole positive number, else none. */
export function productIdFrom(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What an alert mail's link did (confirm or unsubscribe): 401 is a token unknown or already used,
 * 410 an expired one; a 5xx or no answer says nothing about the link.
 */
export type AlertLinkState =
  { kind: 'done'; product: StockAlert['product']; expiresAt: string } | { kind: 'bad-link' } | { kind: 'expired' } | { kind: 'unavailable' };

export function alertLinkState(result: ApiResult<StockAlert>): AlertLinkState {
  if (result.ok) return { kind: 'done', product: result.data.product, expiresAt: result.data.expires_at };
  if (result.error.kind !== 'http' || result.error.status >= 500) return { kind: 'unavailable' };
  return result.error.status === 410 ? { kind: 'expired' } : { kind: 'bad-link' };
}

/** Letting an alert go: a 404 is one already gone, which is what the buyer wanted; a 401 a session that ended. */
export type RemoveState = { kind: 'idle' } | { kind: 'removed' } | { kind: 'signed-out' } | { kind: 'unavailable' };

export function removeState(result: ApiResult<unknown>): RemoveState {
  if (result.ok) return { kind: 'removed' };
  if (result.error.kind === 'http' && result.error.status === 404) return { kind: 'removed' };
  if (result.error.kind === 'http' && result.error.status === 401) return { kind: 'signed-out' };
  return { kind: 'unavailable' };
}
