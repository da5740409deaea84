import type { PasswordChangeError } from '@/features/account/password-change';
import type { PublicProfile, PublicUser } from '@/platform/session/public-user';

/** The answers' schemas, loaded with the first answer: most page views never sign in (decision 0021). */
const loadAnswers = () => import('@/features/account/session/session-answers');

export type SessionFailure = { reason: 'invalid_credentials' | 'unavailable' } | { reason: 'too_many_attempts'; retryAfterSeconds: number };

export type SessionOutcome = { ok: true; user: PublicUser } | ({ ok: false } & SessionFailure);

/** A refresh: the renewed user, or the session ended (401), or the backend could not say (503: keep the user). */
export type RefreshOutcome = { kind: 'renewed'; user: PublicUser } | { kind: 'signed_out' } | { kind: 'unavailable' };

/** Whose account a sign-in link opens; `invalid_credentials` is a bad, spent or expired link. */
export type LinkHolderOutcome = { ok: true; email: string } | ({ ok: false } & SessionFailure);

export type PasswordOutcome = { ok: true } | { ok: false; reason: PasswordChangeError } | { ok: false; reason: 'too_many_attempts'; retryAfterSeconds: number };

const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;

const withLocale = (path: string, locale: string) => `${path}?locale=${encodeURIComponent(locale)}`;
const retryAfter = (response: Response) => Number(response.headers.get('retry-after')) || 60;

async function post(path: string, body: unknown, locale: string): Promise<SessionOutcome> {
  try {
    const response = await fetch(withLocale(path, locale), { ...JSON_POST, body: JSON.stringify(body) });
    if (response.status === 401 || response.status === 400) return { ok: false, reason: 'invalid_credentials' };
    if (response.status === 429) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: retryAfter(response) };
    const { publicUserSchema } = await loadAnswers();
    const user = publicUserSchema.safeParse(await response.json());
    return response.ok && user.success ? { ok: true, user: user.data } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

async function peekLink(token: string, locale: string): Promise<LinkHolderOutcome> {
  try {
    const response = await fetch(withLocale('/api/session/link-peek', locale), { ...JSON_POST, body: JSON.stringify({ token }) });
    if (response.status === 401) return { ok: false, reason: 'invalid_credentials' };
    if (response.status === 429) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: retryAfter(response) };
    const { linkHolderSchema } = await loadAnswers();
    const holder = linkHolderSchema.safeParse(await response.json());
    return response.ok && holder.success ? { ok: true, email: holder.data.email } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

const PASSWORD_ERRORS: readonly PasswordChangeError[] = ['weak_password', 'wrong_password', 'invalid_token', 'signed_out', 'unavailable'];

async function postPassword(path: string, body: unknown, locale: string): Promise<PasswordOutcome> {
  try {
    const response = await fetch(withLocale(path, locale), { ...JSON_POST, body: JSON.stringify(body) });
    if (response.ok) return { ok: true };
    if (response.status === 429) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: retryAfter(response) };
    const { errorSchema } = await loadAnswers();
    const answer = errorSchema.safeParse(await response.json().catch(() => null));
    const reason = PASSWORD_ERRORS.find((known) => known === answer.data?.error);
    return { ok: false, reason: reason ?? 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

async function refreshOnce(locale: string): Promise<RefreshOutcome> {
  try {
    const response = await fetch(withLocale('/api/session/refresh', locale), { ...JSON_POST, body: '{}' });
    if (response.status === 401) return { kind: 'signed_out' };
    const { publicUserSchema } = await loadAnswers();
    const user = publicUserSchema.safeParse(await response.json());
    return response.ok && user.success ? { kind: 'renewed', user: user.data } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

// The refresh token is spent by its first use: two refreshes sent together would end the session.
let refreshing: Promise<RefreshOutcome> | null = null;

/** Our own session endpoints (app/api/session): they hold the tokens, the page gets the public user. */
export const sessionClient = {
  signIn: (locale: string, email: string, password: string) => post('/api/session/login', { email, password }, locale),
  lookUpOrder: (locale: string, orderId: string, email: string) => post('/api/session/order-login', { order_id: orderId, email }, locale),
  /** Mails a sign-in or new-password link if an account has the address; the answer is the same either way. */
  async requestLink(locale: string, email: string, kind: 'login' | 'reset'): Promise<{ ok: true } | ({ ok: false } & SessionFailure)> {
    try {
      const response = await fetch(withLocale('/api/session/mail-link', locale), { ...JSON_POST, body: JSON.stringify({ email, kind }) });
      if (response.status === 202) return { ok: true };
      if (response.status === 400) return { ok: false, reason: 'invalid_credentials' };
      if (response.status === 429) return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: retryAfter(response) };
      return { ok: false, reason: 'unavailable' };
    } catch {
      return { ok: false, reason: 'unavailable' };
    }
  },
  /** Whose account the e-mail link's token opens, asked without spending it. */
  peekLink: (locale: string, token: string) => peekLink(token, locale),
  /** The e-mail link's token, spent; `invalid_credentials` means a bad, spent or expired link. */
  signInWithLink: (locale: string, token: string) => post('/api/session/link-login', { token }, locale),
  async signOut(): Promise<void> {
    await fetch('/api/session/logout', { ...JSON_POST, body: '{}' }).catch(() => undefined);
  },
  /** The current name and discounts; null when the access token is gone, undefined when it could not be asked (503). */
  async profile(locale: string): Promise<PublicProfile | null | undefined> {
    try {
      const response = await fetch(withLocale('/api/session/profile', locale));
      if (response.status === 401) return null;
      if (!response.ok) return undefined;
      const { publicProfileSchema } = await loadAnswers();
      const profile = publicProfileSchema.safeParse(await response.json());
      return profile.success ? profile.data : undefined;
    } catch {
      return undefined;
    }
  },
  /** A new token pair for whichever session the refresh cookie belongs to; callers at the same moment share one request. */
  refresh(locale: string): Promise<RefreshOutcome> {
    refreshing ??= refreshOnce(locale).finally(() => {
      refreshing = null;
    });
    return refreshing;
  },
  resetPassword: (locale: string, token: string, newPassword: string) =>
    postPassword('/api/session/password-reset', { token, new_password: newPassword }, locale),
  changePassword: (locale: string, currentPassword: string, newPassword: string) =>
    postPassword('/api/session/password', { current_password: currentPassword, new_password: newPassword }, locale),
};
