import { z } from 'zod';
import type { PublicUser } from '@/lib/session/public-user';

const publicUserSchema = z.object({
  name: z.string(),
  orderId: z.string().nullable(),
  scopes: z.array(z.string()),
  discounts: z.record(z.string(), z.number()),
});

export type SessionFailure =
  | { reason: 'invalid_credentials' | 'unavailable' }
  | { reason: 'too_many_attempts'; retryAfterSeconds: number };

export type SessionOutcome = { ok: true; user: PublicUser } | ({ ok: false } & SessionFailure);

const JSON_POST = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;

async function post(path: string, body: unknown, locale: string): Promise<SessionOutcome> {
  try {
    const response = await fetch(`${path}?locale=${encodeURIComponent(locale)}`, { ...JSON_POST, body: JSON.stringify(body) });
    if (response.status === 401 || response.status === 400) return { ok: false, reason: 'invalid_credentials' };
    if (response.status === 429) {
      return { ok: false, reason: 'too_many_attempts', retryAfterSeconds: Number(response.headers.get('retry-after')) || 60 };
    }
    const user = publicUserSchema.safeParse(await response.json());
    return response.ok && user.success ? { ok: true, user: user.data } : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}

/** Our own session endpoints (app/api/session): they hold the tokens, the page gets the public user. */
export const sessionClient = {
  signIn: (locale: string, email: string, password: string) => post('/api/session/login', { email, password }, locale),
  lookUpOrder: (locale: string, orderId: string, email: string) =>
    post('/api/session/order-login', { order_id: orderId, email }, locale),
  async signOut(): Promise<void> {
    await fetch('/api/session/logout', { ...JSON_POST, body: '{}' }).catch(() => undefined);
  },
  /** The current profile; null when signed out, undefined when it could not be asked (503: keep the user). */
  async profile(locale: string): Promise<PublicUser | null | undefined> {
    try {
      const response = await fetch(`/api/session/profile?locale=${encodeURIComponent(locale)}`);
      if (response.status === 401) return null;
      if (!response.ok) return undefined;
      const user = publicUserSchema.safeParse(await response.json());
      return user.success ? user.data : undefined;
    } catch {
      return undefined;
    }
  },
};
