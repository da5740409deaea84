import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';
import { BoundedMap } from '@/mocks/data/bounded-map';
import { HOUR_MS } from '@/mocks/data/mock-day';

/** What an e-mail link's token does: `login` signs in to the account, `reset` sets a new password. */
export type MailLinkKind = 'login' | 'reset';

interface MailLink {
  accountId: number;
  kind: MailLinkKind;
  expiresAt: number;
}

/** Lifetime of an e-mail link's token. */
export const MAIL_LINK_LIFETIME_MS = HOUR_MS;

/** Reusable demo tokens of Anna's (account 1) links, documented in mocks/README.md. */
export const DEMO_MAIL_LINKS: Readonly<Record<string, MailLinkKind>> = { 'demo-login-anna': 'login', 'demo-reset-anna': 'reset' };
const DEMO_ACCOUNT_ID = 1;

const links = new BoundedMap<string, MailLink>(KEPT_ACCOUNTS * 4);

/** A new one-time token; an `expired` one ran out an hour ago (its link was mailed two hours ago). */
export function issueMailLink(accountId: number, kind: MailLinkKind, expired = false, now = Date.now()): string {
  const token = `${kind}-link-${crypto.randomUUID()}`;
  links.set(token, { accountId, kind, expiresAt: expired ? now - MAIL_LINK_LIFETIME_MS : now + MAIL_LINK_LIFETIME_MS });
  return token;
}

export interface LiveMailLink {
  accountId: number;
  /** False for a demo token: what it does is not kept (another newcomer uses the same token). */
  persist: boolean;
}

/** The account a live token of that kind is for; null when it is unknown, spent, expired or of the other kind. */
export function liveMailLink(token: string, kind: MailLinkKind, now = Date.now()): LiveMailLink | null {
  if (DEMO_MAIL_LINKS[token] === kind) return { accountId: DEMO_ACCOUNT_ID, persist: false };
  const link = links.get(token);
  if (!link || link.kind !== kind || link.expiresAt <= now) return null;
  return { accountId: link.accountId, persist: true };
}

/** A token works once. */
export function spendMailLink(token: string): void {
  links.delete(token);
}
