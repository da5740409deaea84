import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/session/refresh/route';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { server } from '@/mocks/node';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const origin = storefrontOrigin(STOREFRONTS.sv);
const PAIR = { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 3600 };
const PROFILE = { id: 1, name: 'Anna', email: 'anna@example.com', discounts: { '2': 5 } };

function refresh(cookies: string): Promise<Response> {
  return POST(
    new NextRequest(`${origin}/api/session/refresh?locale=sv`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie: cookies },
      body: '{}',
    }),
  );
}

/** name -> [value, max-age] of each Set-Cookie. */
function setCookies(response: Response): Record<string, [string, string]> {
  const jar: Record<string, [string, string]> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name = '', value = ''] = pair.split('=');
    jar[name] = [value, /max-age=(\d+)/i.exec(header)?.[1] ?? ''];
  }
  return jar;
}

describe('POST /api/session/refresh', () => {
  it("trades the account refresh cookie for a new pair and answers the user with the new token's lifetime", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/refresh', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(PAIR);
      }),
      http.get('*/api/auth/profile', ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access' ? HttpResponse.json(PROFILE) : new HttpResponse(null, { status: 401 }),
      ),
    );
    const response = await refresh('td_refresh=old-refresh; td_order_refresh=order-refresh');
    expect(response.status).toBe(200);
    expect(sent).toEqual({ refresh_token: 'old-refresh' });
    expect(await response.json()).toEqual({ name: 'Anna', orderId: null, scopes: [], discounts: { '2': 5 }, customerType: 'consumer', sessionSeconds: 3600 });
    expect(setCookies(response)).toEqual({ td_access: ['new-access', '3600'], td_refresh: ['new-refresh', '3600'] });
  });

  it('refreshes the order look-up session when it is the only one', async () => {
    server.use(
      http.post('*/api/order-auth/refresh', () => HttpResponse.json(PAIR)),
      http.get('*/api/order-auth/info', () => HttpResponse.json({ order_id: 'TD-1', name: 'Erik', scopes: ['my-order'] })),
    );
    const response = await refresh('td_order_refresh=order-refresh');
    expect(await response.json()).toMatchObject({ name: 'Erik', orderId: 'TD-1', scopes: ['my-order'] });
    expect(Object.keys(setCookies(response))).toEqual(['td_order_access', 'td_order_refresh']);
  });

  it("a refused refresh token signs out: 401 and that strategy's cookies cleared", async () => {
    server.use(http.post('*/api/auth/refresh', () => HttpResponse.json({ error: 'invalid_token' }, { status: 401 })));
    const response = await refresh('td_refresh=spent');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'signed_out' });
    expect(setCookies(response)).toEqual({ td_access: ['', '0'], td_refresh: ['', '0'] });
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['a body that is not JSON', () => new HttpResponse('{"access_', { headers: { 'content-type': 'application/json' } })],
  ])('%s from the backend is 503 and leaves the cookies as they were', async (_, answer) => {
    server.use(http.post('*/api/auth/refresh', answer));
    const response = await refresh('td_refresh=live');
    expect(response.status).toBe(503);
    expect(setCookies(response)).toEqual({});
  });

  it('keeps the new pair when the profile cannot be read after the refresh spent the old token', async () => {
    server.use(
      http.post('*/api/auth/refresh', () => HttpResponse.json(PAIR)),
      http.get('*/api/auth/profile', () => HttpResponse.json({ error: 'down' }, { status: 502 })),
    );
    const response = await refresh('td_refresh=old');
    expect(response.status).toBe(503);
    expect(setCookies(response)).toEqual({ td_access: ['new-access', '3600'], td_refresh: ['new-refresh', '3600'] });
  });

  it('without a refresh cookie is signed out, and clears whatever session cookies remain', async () => {
    const response = await refresh('td_access=stale');
    expect(response.status).toBe(401);
    expect(Object.keys(setCookies(response)).sort()).toEqual(['td_access', 'td_order_access', 'td_order_refresh', 'td_refresh']);
  });
});
