import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askStockAlert } from '@/features/stock-alerts/ask-actions';
import { catalog } from '@/mocks/data/catalog';
import { mailsTo } from '@/mocks/data/outbox';
import { logger } from '@/platform/log/logger';
import { RATE_RULES } from '@/platform/security/rate-limits';
import { freshAccount } from '../mocks/account-client';
import { withMockBackend } from '../mock-backend';

const request = vi.hoisted(() => ({ headers: new Headers(), accessToken: '' }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: (name: string) => (name.endsWith('td_access') && request.accessToken ? { value: request.accessToken } : undefined) }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'sv' }));

withMockBackend();

const outOfStock = catalog().byPopularity.filter((product) => product.stockStatus === 'out-of-stock');
let hour = 0;

/** Each test in an hour of its own, so no test's attempts count against another's limits. */
beforeEach(() => {
  hour += 2;
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2031, 0, 1, hour) });
  request.accessToken = '';
});
afterEach(() => vi.useRealTimers());

function ask(email: string, client: string, productId = outOfStock[0]!.id) {
  request.headers = new Headers({ 'x-forwarded-for': client });
  const form = new FormData();
  form.set('email', email);
  form.set('product', String(productId));
  return askStockAlert({ kind: 'idle', email: '' }, form);
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch('http://backend.test/api/auth/login?locale=sv&sid=1', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('asking for a stock alert on the server (docs/product/stock-alerts.md)', () => {
  it("starts the signed-in buyer's own address at once, read from the session cookie; any other address gets a confirmation mail (STK-3)", async () => {
    const account = await freshAccount();
    request.accessToken = await signIn(account.email, account.password);
    expect(await ask(account.email, '192.0.2.1')).toEqual({ kind: 'started', email: account.email });
    expect(mailsTo(account.email)).toEqual([]);

    const stranger = `stranger-${hour}@example.com`;
    expect((await ask(stranger, '192.0.2.1')).kind).toBe('check-inbox');
    expect(mailsTo(stranger).map((mail) => mail.kind)).toEqual(['stock-alert-confirmation']);

    request.accessToken = '';
    expect((await ask(`other-${account.email}`, '192.0.2.1')).kind).toBe('check-inbox');
  });

  it('checks the address again on the server and names no product it cannot read', async () => {
    expect(await ask(' not an address ', '192.0.2.2')).toEqual({ kind: 'invalid-email', email: ' not an address ' });
    request.headers = new Headers({ 'x-forwarded-for': '192.0.2.2' });
    const form = new FormData();
    form.set('email', 'kim@example.com');
    form.set('product', '../1');
    expect((await askStockAlert({ kind: 'idle', email: '' }, form)).kind).toBe('unavailable');
  });

  it('holds one address asked from many clients, keeping what was typed, and logs the refusal without it (STK-4)', async () => {
    const email = `Kim-${hour}@Example.com`;
    const perEmail = RATE_RULES.stockAlertsPerEmail.limit;
    for (let attempt = 0; attempt < perEmail; attempt += 1) expect((await ask(email, `198.51.100.${attempt}`)).kind).toBe('check-inbox');
    const warn = vi.spyOn(logger, 'warn');
    expect(await ask(email.toLowerCase(), '198.51.100.99')).toEqual({ kind: 'too-many', email: email.toLowerCase() });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rate-limited', rule: 'stockAlertsPerEmail' }), 'security: rate-limited');
    expect(JSON.stringify(warn.mock.calls).toLowerCase()).not.toContain(email.toLowerCase());
  });

  it('holds one client asking for many addresses (STK-4)', async () => {
    const perClient = RATE_RULES.stockAlertsPerClient.limit;
    for (let attempt = 0; attempt < perClient; attempt += 1) expect((await ask(`a${attempt}-${hour}@example.com`, '203.0.113.7')).kind).toBe('check-inbox');
    expect((await ask(`one-more-${hour}@example.com`, '203.0.113.7')).kind).toBe('too-many');
    expect((await ask(`one-more-${hour}@example.com`, '203.0.113.8')).kind).toBe('check-inbox');
  });

  it('stops a script spread over many clients and addresses at the ceiling over all clients (STK-4)', async () => {
    const { limit } = RATE_RULES.stockAlertsAll;
    const perClient = RATE_RULES.stockAlertsPerClient.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await ask(`s${attempt}-${hour}@example.com`, `10.9.${Math.floor(attempt / perClient)}.1`)).kind).toBe('check-inbox');
    }
    const warn = vi.spyOn(logger, 'warn');
    expect((await ask(`last-${hour}@example.com`, '10.10.0.1')).kind).toBe('too-many');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rate-limited', rule: 'stockAlertsAll' }), 'security: rate-limited');
  });
});
