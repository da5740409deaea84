import { z } from 'zod';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { TestAccountBody } from '@/mocks/rules/test-accounts';
import { BACKEND, postJson, storeUrl } from './backend';

/** Helpers for the account contract tests: a fresh account of the test's own, signed in. */

export const tokenBodySchema = z.object({ token: z.string().min(1) });

export async function freshAccount(kind: 'consumer' | 'business' = 'consumer'): Promise<TestAccountBody> {
  const response = await postJson(`${BACKEND}/__mock/accounts`, { kind });
  if (response.status !== 201) throw new Error(`/__mock/accounts answered ${response.status}`);
  return (await response.json()) as TestAccountBody;
}

export async function signedIn(email: string, password: string, locale: StorefrontCode = 'sv'): Promise<{ authorization: string }> {
  const response = await postJson(storeUrl('/api/auth/login', locale), { email, password });
  const { access_token } = z.object({ access_token: z.string() }).parse(await response.json());
  return { authorization: `Bearer ${access_token}` };
}

export async function mailLink(email: string, kind: 'login' | 'reset', expired = false): Promise<string> {
  return tokenBodySchema.parse(await (await postJson(`${BACKEND}/__mock/mail-links`, { email, kind, expired })).json()).token;
}

export async function newsletterLink(email: string, expired = false): Promise<string> {
  return tokenBodySchema.parse(await (await postJson(`${BACKEND}/__mock/newsletter-links`, { email, expired })).json()).token;
}

/** The body's `error` code, for refusals. */
export async function errorOf(response: Response): Promise<{ status: number; error: string }> {
  const { error } = z.object({ error: z.string() }).parse(await response.json());
  return { status: response.status, error };
}
