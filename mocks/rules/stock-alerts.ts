import { randomBytes } from 'node:crypto';
import { KEPT_ACCOUNTS, sameEmail } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { DAY_MS } from '@/mocks/data/mock-day';
import { recordMail } from '@/mocks/data/outbox';
import { STOCK_ALERT_DAYS } from '@/features/stock-alerts/alert-rules';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** A confirmation link lives as long as the newsletter's (mocks/rules/newsletter-confirmations.ts). */
export const ALERT_CONFIRMATION_DAYS = 7;

export interface StockAlertRecord {
  id: string;
  productId: number;
  email: string;
  locale: StorefrontCode;
  status: 'pending' | 'active';
  /** Pending: when its confirmation link lapses. Active: when the alert itself does. */
  expiresAt: number;
  confirmToken: string | null;
  unsubscribeToken: string;
}

const alerts = new BoundedMap<string, StockAlertRecord>(KEPT_ACCOUNTS * 2);
let nextNumber = 1;

const secret = (kind: string) => `${kind}-${randomBytes(16).toString('hex')}`;
const live = (alert: StockAlertRecord, now: number) => alert.expiresAt > now;

function alertOf(productId: number, email: string): StockAlertRecord | undefined {
  return [...alerts.values()].find((alert) => alert.productId === productId && sameEmail(alert.email, email));
}

/**
 * A shopper asks to hear when a product is back. The signed-in buyer's own address starts at once;
 * any other gets a confirmation mail first (double opt-in), and the answer is the same `pending`
 * whether or not that address already waits for the product, so it tells nobody who does.
 */
export function requestAlert(
  request: { productId: number; email: string; locale: StorefrontCode; accountEmail: string | null },
  now = Date.now(),
): StockAlertRecord['status'] {
  const email = request.email.trim();
  const earlier = alertOf(request.productId, email);
  if (earlier && earlier.status === 'active' && live(earlier, now))
    return request.accountEmail && sameEmail(request.accountEmail, email) ? 'active' : 'pending';
  if (earlier) alerts.delete(earlier.id);
  const own = request.accountEmail !== null && sameEmail(request.accountEmail, email);
  const alert: StockAlertRecord = {
    id: `SA-${String(nextNumber++).padStart(6, '0')}`,
    productId: request.productId,
    email,
    locale: request.locale,
    status: own ? 'active' : 'pending',
    expiresAt: now + (own ? STOCK_ALERT_DAYS : ALERT_CONFIRMATION_DAYS) * DAY_MS,
    confirmToken: own ? null : secret('alert-confirm'),
    unsubscribeToken: secret('alert-stop'),
  };
  alerts.set(alert.id, alert);
  if (alert.confirmToken) recordMail({ to: email, kind: 'stock-alert-confirmation', token: alert.confirmToken, product_id: alert.productId }, now);
  return alert.status;
}

export type AlertVerdict = { kind: 'done'; alert: StockAlertRecord } | { kind: 'invalid' } | { kind: 'expired' };

/** The confirmation link's click: the alert starts, and its time runs from now. A used or unknown token is invalid. */
export function confirmAlert(token: string, now = Date.now()): AlertVerdict {
  const alert = [...alerts.values()].find((candidate) => candidate.confirmToken === token);
  if (!alert) return { kind: 'invalid' };
  alert.confirmToken = null;
  if (!live(alert, now)) {
    alerts.delete(alert.id);
    return { kind: 'expired' };
  }
  alert.status = 'active';
  alert.expiresAt = now + STOCK_ALERT_DAYS * DAY_MS;
  return { kind: 'done', alert };
}

/** The alert mail's unsubscribe link: that alert ends, and the link is spent. */
export function unsubscribeAlert(token: string): AlertVerdict {
  const alert = [...alerts.values()].find((candidate) => candidate.unsubscribeToken === token);
  if (!alert) return { kind: 'invalid' };
  alerts.delete(alert.id);
  return { kind: 'done', alert };
}

/** An address's live alerts, oldest first: what the account lists. */
export function alertsOf(email: string, now = Date.now()): StockAlertRecord[] {
  return [...alerts.values()].filter((alert) => alert.status === 'active' && live(alert, now) && sameEmail(alert.email, email));
}

/** Lets one of an address's alerts go; false when that address has no such alert. */
export function removeAlert(id: string, email: string): boolean {
  const alert = alerts.get(id);
  if (!alert || !sameEmail(alert.email, email)) return false;
  alerts.delete(id);
  return true;
}

/**
 * The product is back: every live, confirmed alert on it is mailed, with its own unsubscribe link.
 * The alert stays until it lapses or is unsubscribed, so a product that sells out again and returns
 * is mailed again; a lapsed one ends unsent. Answers how many mails went out.
 */
export function restock(productId: number, now = Date.now()): number {
  let sent = 0;
  for (const alert of [...alerts.values()].filter((candidate) => candidate.productId === productId)) {
    if (!live(alert, now)) alerts.delete(alert.id);
    else if (alert.status === 'active') {
      recordMail({ to: alert.email, kind: 'stock-alert', token: alert.unsubscribeToken, product_id: productId }, now);
      sent += 1;
    }
  }
  return sent;
}
