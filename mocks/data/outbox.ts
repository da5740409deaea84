import { KEPT_ACCOUNTS } from '@/mocks/data/accounts';

/** What the backend's mails would carry for a test to follow: the kind of mail and its link's token, if any. */
export interface SentMail {
  to: string;
  kind: 'newsletter-confirmation' | 'newsletter-already-subscribed' | 'login-link' | 'reset-link' | 'stock-alert-confirmation' | 'stock-alert';
  token: string | null;
  /** The product a stock alert's mail is about. */
  product_id?: number;
  sent_at: string;
}

const key = (email: string) => email.trim().toLowerCase();
const sent: SentMail[] = [];

/** Records a mail as the backend would send it; the newest few thousand are kept. */
export function recordMail(mail: Omit<SentMail, 'sent_at'>, now = Date.now()): void {
  sent.push({ ...mail, sent_at: new Date(now).toISOString() });
  if (sent.length > KEPT_ACCOUNTS) sent.splice(0, sent.length - KEPT_ACCOUNTS);
}

/** The mails sent to one address, newest first. */
export function mailsTo(email: string): SentMail[] {
  return sent.filter((mail) => key(mail.to) === key(email)).reverse();
}
