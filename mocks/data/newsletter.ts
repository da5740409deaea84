import { ACCOUNTS, KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';

/** A newsletter subscriber without an account, for trying the unsubscribe page. */
export const NEWSLETTER_SUBSCRIBER = 'nyhetsbrev@example.com';

const key = (email: string) => email.trim().toLowerCase();

const seeded = new Map<string, boolean>([NEWSLETTER_SUBSCRIBER, ...ACCOUNTS.map((account) => account.email)].map((email) => [key(email), true]));
/** Subscriptions started or ended since the mock started (created accounts subscribe). */
const changed = new BoundedMap<string, boolean>(KEPT_ACCOUNTS * 2);

export function isSubscribed(email: string): boolean {
  return changed.get(key(email)) ?? seeded.get(key(email)) ?? false;
}

export function setSubscribed(email: string, subscribed: boolean): void {
  changed.set(key(email), subscribed);
}
