import type { TokenPairBody } from '@/mocks/views/wire';

/** Who a token speaks for: a customer account, or one order (the order-lookup login). */
export type Subject = { kind: 'account'; accountId: number } | { kind: 'order'; orderId: string };

interface Session {
  subject: Subject;
  use: 'access' | 'refresh';
  expiresAt: number;
}

/** Lifetime of both tokens (docs/product/account.md, ACC-2). */
const TOKEN_LIFETIME_SECONDS = 3600;

const sessions = new Map<string, Session>();

export function issueTokens(subject: Subject, now = Date.now()): TokenPairBody {
  const expiresAt = now + TOKEN_LIFETIME_SECONDS * 1000;
  const accessToken = `${subject.kind}-access-${crypto.randomUUID()}`;
  const refreshToken = `${subject.kind}-refresh-${crypto.randomUUID()}`;
  sessions.set(accessToken, { subject, use: 'access', expiresAt });
  sessions.set(refreshToken, { subject, use: 'refresh', expiresAt });
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: TOKEN_LIFETIME_SECONDS };
}

function liveSession(token: string | null, use: Session['use'], kind: Subject['kind'], now: number): Session | null {
  const session = token ? sessions.get(token) : undefined;
  if (!session || session.use !== use || session.subject.kind !== kind) return null;
  return session.expiresAt > now ? session : null;
}

/** A new pair for a live refresh token of that kind; the old refresh token is spent. */
export function refreshTokens(refreshToken: string, kind: Subject['kind'], now = Date.now()): TokenPairBody | null {
  const session = liveSession(refreshToken, 'refresh', kind, now);
  if (!session) return null;
  sessions.delete(refreshToken);
  return issueTokens(session.subject, now);
}

export function accountOfToken(accessToken: string | null, now = Date.now()): number | null {
  const subject = liveSession(accessToken, 'access', 'account', now)?.subject;
  return subject?.kind === 'account' ? subject.accountId : null;
}

export function orderOfToken(accessToken: string | null, now = Date.now()): string | null {
  const subject = liveSession(accessToken, 'access', 'order', now)?.subject;
  return subject?.kind === 'order' ? subject.orderId : null;
}
