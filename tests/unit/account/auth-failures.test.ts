import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/session/login/route';
import { POST as orderLogin } from '@/app/api/session/order-login/route';
import * as auth from '@/platform/api/calls/auth';
import type { ApiResult } from '@/platform/api/result';
import { logger } from '@/platform/log/logger';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { server } from '@/mocks/node';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const ACCESS = 'access-token-secret';
const ADDRESS = { street: 'Storgatan 1', postal_code: '113 50', city: 'Stockholm' };

/** Every authentication call, its backend route, and what the backend says when it refuses it. */
const CALLS: [string, 'get' | 'post', string, number, () => Promise<ApiResult<unknown>>][] = [
  ['login', 'post', '/api/auth/login', 401, () => auth.loginCustomer('sv', 'anna@example.com', 'secret-password')],
  ['refresh', 'post', '/api/auth/refresh', 401, () => auth.refreshCustomer('sv', 'refresh-token-secret')],
  ['profile', 'get', '/api/auth/profile', 401, () => auth.fetchProfile('sv', ACCESS)],
  [
    'profile-update',
    'post',
    '/api/auth/profile',
    409,
    () => auth.updateProfile('sv', ACCESS, { name: 'Anna', email: 'anna@example.com', mobile: null, address: ADDRESS, newsletter: false }),
  ],
  ['password-change', 'post', '/api/auth/password', 403, () => auth.changePassword('sv', ACCESS, 'old-password', 'new-password-1')],
  ['order-login', 'post', '/api/order-auth/login', 401, () => auth.loginOrderLookup('sv', 'TD-1001', 'anna@example.com')],
  ['order-refresh', 'post', '/api/order-auth/refresh', 401, () => auth.refreshOrderLookup('sv', 'refresh-token-secret')],
  ['order-info', 'get', '/api/order-auth/info', 401, () => auth.fetchOrderLookupInfo('sv', ACCESS)],
  ['link-login', 'post', '/api/auth/link-login', 401, () => auth.loginWithLink('sv', 'link-token-secret')],
  ['link-peek', 'post', '/api/auth/link-peek', 401, () => auth.peekLoginLink('sv', 'link-token-secret')],
  ['mail-link', 'post', '/api/auth/mail-link', 400, () => auth.requestMailLink('sv', 'anna@example.com', 'login')],
  ['password-reset', 'post', '/api/auth/password-reset', 401, () => auth.resetPassword('sv', 'link-token-secret', 'new-password-1')],
];

/** The auth-failure lines logged while `act` ran. */
async function authLines(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  await act();
  return warn.mock.calls.map(([fields]) => fields as Record<string, unknown>).filter((fields) => fields.event === 'auth-failure');
}

const answer = (method: 'get' | 'post', path: string, reply: () => Response) => server.use(http[method](`*${path}`, reply));

describe('authentication errors are logged, except the sign-in’s own refusals (docs/product/errors.md, ERR-12)', () => {
  it.each(CALLS)('%s: a backend failure is logged once, naming the call', async (call, method, path, _refusal, invoke) => {
    answer(method, path, () => HttpResponse.json({ error: 'down' }, { status: 503 }));
    expect(await authLines(invoke)).toEqual([{ event: 'auth-failure', call, kind: 'http', status: 503 }]);
  });

  it.each(CALLS)('%s: an unreachable backend is logged', async (call, method, path, _refusal, invoke) => {
    answer(method, path, () => HttpResponse.error());
    expect(await authLines(invoke)).toEqual([{ event: 'auth-failure', call, kind: 'network' }]);
  });

  it.each(CALLS)('%s: the backend’s refusal (%s) is the sign-in’s own answer, not logged', async (_call, method, path, refusal, invoke) => {
    answer(method, path, () => HttpResponse.json({ error: 'refused' }, { status: refusal }));
    expect(await authLines(invoke)).toEqual([]);
  });

  it('a line carries no token, password or e-mail address', async () => {
    answer('post', '/api/auth/login', () => HttpResponse.json({ error: 'down' }, { status: 500 }));
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    await auth.loginCustomer('sv', 'anna@example.com', 'secret-password');
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/anna|secret/);
  });

  it('a session route logs its failed call once: the order look-up, the sign-in', async () => {
    const origin = storefrontOrigin(STOREFRONTS.sv);
    const post = (path: string, body: unknown) =>
      new NextRequest(`${origin}${path}?locale=sv`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.90' },
        body: JSON.stringify(body),
      });
    answer('post', '/api/order-auth/login', () => HttpResponse.json({ error: 'down' }, { status: 502 }));
    answer('post', '/api/auth/login', () => HttpResponse.json({ error: 'down' }, { status: 502 }));
    const lines = await authLines(async () => {
      expect((await orderLogin(post('/api/session/order-login', { order_id: 'TD-1001', email: 'anna@example.com' }))).status).toBe(503);
      expect((await login(post('/api/session/login', { email: 'anna@example.com', password: 'secret-password' }))).status).toBe(503);
    });
    expect(lines.map((line) => line.call)).toEqual(['order-login', 'login']);
  });
});
