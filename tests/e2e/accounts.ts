import { expect, type Page } from '@playwright/test';
import { MOCK_BACKEND, originOf, type StorefrontCode } from './storefronts';
import { hydrated, MESSAGES } from './shop';

/**
 * A customer account of the test's own, made by the mocked backend (`POST /__mock/accounts`, see
 * mocks/README.md): its own orders in every status, returns and subscriptions, so tests that change
 * a password, start a return or pause a subscription never meet another test's changes.
 */
export interface TestAccount {
  id: number;
  email: string;
  password: string;
  name: string;
  /** Order numbers, newest first; every status is among them. */
  orders: { id: string; status: string; returnable: boolean }[];
  subscriptions: { id: string; status: 'active' | 'paused' }[];
}

export async function freshAccount(kind: 'consumer' | 'business' = 'consumer'): Promise<TestAccount> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind }),
  });
  if (!response.ok) throw new Error(`/__mock/accounts answered ${response.status}`);
  return (await response.json()) as TestAccount;
}

/** A one-time token of the account's e-mail link: `login` signs in, `reset` sets a new password. */
export async function mailLinkToken(email: string, kind: 'login' | 'reset', expired = false): Promise<string> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/mail-links`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, kind, expired }),
  });
  if (!response.ok) throw new Error(`/__mock/mail-links answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The whole suite signs in from one machine, past the shop's per-client sign-in limit of 20 a minute:
 * each test account signs in as a client of its own, as shoppers do.
 */
export function clientAddressOf(email: string): string {
  let hash = 0;
  for (const char of email) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** Signs in through the login dialog, as a customer would, and waits for the account's orders. */
export async function signIn(page: Page, code: StorefrontCode, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  const t = MESSAGES[code];
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(account.email) });
  await page.goto(`${originOf(code)}/?login`);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: t.login.title });
  await dialog.getByLabel(t.login.email).fill(account.email);
  await dialog.getByLabel(t.login.password).fill(account.password);
  await dialog.getByRole('button', { name: t.login.submit }).click();
  // The first account page of a freshly started server renders cold: allow it more than the default 5 s.
  await expect(page).toHaveURL(`${originOf(code)}/my-account/orders`, { timeout: 15_000 });
}
