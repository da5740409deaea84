import { randomBytes } from 'node:crypto';
import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { DAY_MS } from '@/mocks/data/mock-day';
import { isSubscribed, setSubscribed } from '@/mocks/data/newsletter';
import { recordMail } from '@/mocks/data/outbox';

/**
 * Double opt-in: a sign-up only mails a confirmation link to the address, and the address joins the
 * list when its owner confirms. Whoever types someone else's address subscribes nobody.
 */
export const CONFIRMATION_DAYS = 7;

const pending = new BoundedMap<string, { email: string; expiresAt: number }>(KEPT_ACCOUNTS * 2);

/**
 * A sign-up. An address not on the list gets a confirmation mail; one already on it gets a mail
 * saying so. Either way the answer is the same and a mail goes out, so the sign-up tells nobody but
 * the address's owner whether it is on the list.
 */
export function requestSubscription(email: string, now = Date.now()): void {
  if (isSubscribed(email)) {
    recordMail({ to: email.trim(), kind: 'newsletter-already-subscribed', token: null }, now);
    return;
  }
  const token = `confirm-${randomBytes(16).toString('hex')}`;
  pending.set(token, { email: email.trim(), expiresAt: now + CONFIRMATION_DAYS * DAY_MS });
  recordMail({ to: email.trim(), kind: 'newsletter-confirmation', token }, now);
}

export type ConfirmationVerdict = { kind: 'confirmed'; email: string } | { kind: 'invalid' } | { kind: 'expired' };

/** The owner's click: the address joins the list, once; a token used or unknown is invalid. */
export function confirmSubscription(token: string, now = Date.now()): ConfirmationVerdict {
  const request = pending.get(token);
  if (!request) return { kind: 'invalid' };
  pending.delete(token);
  if (request.expiresAt <= now) return { kind: 'expired' };
  setSubscribed(request.email, true);
  return { kind: 'confirmed', email: request.email };
}
