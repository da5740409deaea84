import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS, isoDate, startOfUtcDay } from '@/mocks/data/mock-day';

/**
 * Unsubscribe links carry `<last valid day>.<signature>`: an HMAC of the address and that day, so the
 * backend needs no table of tokens and a token fits only the address it was made for. The secret is
 * fixed so that the documented demo token (mocks/README.md) works on every run.
 */
const SECRET = 'telefondelar-mock-newsletter-secret';

/** How long a newsletter's unsubscribe link works. */
export const NEWSLETTER_LINK_DAYS = 90;
/** The last day of the documented demo token. */
export const LONG_LIVED_UNTIL = '2099-12-31';

const TOKEN = /^(\d{4}-\d{2}-\d{2})\.([0-9a-f]{32})$/;

const signature = (email: string, lastDay: string) =>
  createHmac('sha256', SECRET).update(`${email.trim().toLowerCase()}|${lastDay}`).digest('hex').slice(0, 32);

export function newsletterToken(email: string, lastDay: string): string {
  return `${lastDay}.${signature(email, lastDay)}`;
}

/** A fresh link's token; an `expired` one's last day was yesterday. */
export function issueNewsletterToken(email: string, expired = false, now = Date.now()): string {
  const days = expired ? -1 : NEWSLETTER_LINK_DAYS;
  return newsletterToken(email, isoDate(startOfUtcDay(now) + days * DAY_MS));
}

/** `invalid` for a token not signed for this address; `expired` for one past its last day. */
export function checkNewsletterToken(email: string, token: string, now = Date.now()): 'valid' | 'invalid' | 'expired' {
  const [, lastDay, signed] = TOKEN.exec(token.trim()) ?? [];
  if (!lastDay || !signed) return 'invalid';
  if (!timingSafeEqual(Buffer.from(signed), Buffer.from(signature(email, lastDay)))) return 'invalid';
  return lastDay < isoDate(now) ? 'expired' : 'valid';
}
