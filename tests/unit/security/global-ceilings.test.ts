import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '@/features/newsletter/signup-actions';
import { receiveErrorReports } from '@/platform/errors/receive';
import { logger } from '@/platform/log/logger';
import { RATE_RULES } from '@/platform/security/rate-limits';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { withMockBackend } from '../mock-backend';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'sv' }));

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.sv);

/** Spreads `total` attempts over client addresses, each staying under `perClient`. */
function clientOf(attempt: number, perClient: number, prefix: string): string {
  return `${prefix}.${Math.floor(attempt / perClient)}`;
}

describe('ceilings over all clients together', () => {
  it('error reports: many addresses, each under its own limit, still stop at the ceiling', async () => {
    const report = (client: string) =>
      receiveErrorReports(
        new Request(`${origin}/captuerr`, { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': client }, body: 'x' }),
        'sv',
      );
    const { limit } = RATE_RULES.errorReportsAll;
    const perClient = RATE_RULES.errorReportsPerClient.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) expect((await report(clientOf(attempt, perClient, '10.1.0'))).status).toBe(415);
    const warn = vi.spyOn(logger, 'warn');
    const refused = await report('10.2.0.1');
    expect(refused.status).toBe(429);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rate-limited', rule: 'errorReportsAll' }), 'security: rate-limited');
  });

  it('newsletter sign-ups: a script spread over many addresses stops at the ceiling', async () => {
    const signUp = (email: string, client: string) => {
      requestHeaders.current = new Headers({ 'x-forwarded-for': client });
      const form = new FormData();
      form.set('email', email);
      return subscribe({ kind: 'idle', email: '' }, form);
    };
    const { limit } = RATE_RULES.newsletterSignupsAll;
    const perClient = RATE_RULES.newsletterSignupPerClient.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signUp(`stranger${attempt}-${Date.now()}@example.com`, clientOf(attempt, perClient, '10.3.0'))).kind).toBe('check-inbox');
    }
    const warn = vi.spyOn(logger, 'warn');
    expect((await signUp('one-more@example.com', '10.4.0.1')).kind).toBe('too-many');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: 'rate-limited', rule: 'newsletterSignupsAll' }), 'security: rate-limited');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('one-more');
  });
});
