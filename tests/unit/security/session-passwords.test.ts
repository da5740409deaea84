import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as linkLogin } from '@/app/api/session/link-login/route';
import { POST as changePassword } from '@/app/api/session/password/route';
import { POST as resetPassword } from '@/app/api/session/password-reset/route';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { server } from '@/mocks/node';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.fi);
let client = 0;

function post(path: string, body: unknown, cookie = ''): NextRequest {
  client += 1;
  return new NextRequest(`${origin}${path}?locale=fi`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', cookie, 'x-forwarded-for': `192.0.2.${client}` },
    body: JSON.stringify(body),
  });
}

async function answer(response: Response): Promise<[number, unknown]> {
  return [response.status, await response.json()];
}

describe('changing the password of a signed-in customer', () => {
  it('needs the account session: no access cookie is 401 signed_out, and the backend is not asked', async () => {
    expect(await answer(await changePassword(post('/api/session/password', { current_password: 'a', new_password: 'Uusi-salasana-1' })))).toEqual([
      401,
      { error: 'signed_out' },
    ]);
  });

  it('refuses a password that breaks the rules before asking the backend', async () => {
    const request = post('/api/session/password', { current_password: 'Demo-1234', new_password: 'lyhyt' }, 'td_access=live');
    expect(await answer(await changePassword(request))).toEqual([400, { error: 'weak_password' }]);
  });

  it.each([
    [403, 403, 'wrong_password'],
    [401, 401, 'signed_out'],
    [500, 503, 'unavailable'],
  ])('backend %d -> %d %s', async (backend, status, error) => {
    server.use(http.post('*/api/auth/password', () => HttpResponse.json({ error: 'x' }, { status: backend })));
    const request = post('/api/session/password', { current_password: 'Demo-1234', new_password: 'Uusi-salasana-1' }, 'td_access=live');
    expect(await answer(await changePassword(request))).toEqual([status, { error }]);
  });

  it('sends the access token from the cookie and both passwords', async () => {
    let seen: [string | null, unknown] = [null, null];
    server.use(
      http.post('*/api/auth/password', async ({ request }) => {
        seen = [request.headers.get('authorization'), await request.json()];
        return HttpResponse.json({ ok: true });
      }),
    );
    const request = post('/api/session/password', { current_password: 'Demo-1234', new_password: 'Uusi-salasana-1' }, 'td_access=live');
    expect(await answer(await changePassword(request))).toEqual([200, { ok: true }]);
    expect(seen).toEqual(['Bearer live', { current_password: 'Demo-1234', new_password: 'Uusi-salasana-1' }]);
  });
});

describe('a new password with the e-mail link', () => {
  it.each([
    [401, 401, 'invalid_token'],
    [400, 400, 'weak_password'],
    [503, 503, 'unavailable'],
  ])('backend %d -> %d %s', async (backend, status, error) => {
    server.use(http.post('*/api/auth/password-reset', () => HttpResponse.json({ error: 'x' }, { status: backend })));
    expect(await answer(await resetPassword(post('/api/session/password-reset', { token: 'reset-1', new_password: 'Uusi-salasana-1' })))).toEqual([
      status,
      { error },
    ]);
  });
});

describe('signing in with the e-mail link', () => {
  it('a spent link is 401 invalid_token and sets no cookie', async () => {
    server.use(http.post('*/api/auth/link-login', () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 })));
    const response = await linkLogin(post('/api/session/link-login', { token: 'spent' }));
    expect(await answer(response)).toEqual([401, { error: 'invalid_token' }]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('a live link sets the account session and answers the customer', async () => {
    server.use(
      http.post('*/api/auth/link-login', () => HttpResponse.json({ access_token: 'a', refresh_token: 'r', expires_in: 3600 })),
      http.get('*/api/auth/profile', () => HttpResponse.json({ id: 1, name: 'Anna', email: 'anna@example.com', discounts: {} })),
    );
    const response = await linkLogin(post('/api/session/link-login', { token: 'live' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Anna', orderId: null });
    expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['td_access', 'td_refresh']);
  });
});
