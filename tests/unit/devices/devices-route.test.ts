import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/api/session/devices/route';
import { deviceList } from '@/features/catalog/devices/device-list';
import { issueTokens } from '@/mocks/rules/sessions';
import { server } from '@/mocks/node';
import { MISFIT, isRecord } from '@/platform/state/stored-value';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { withMockBackend } from '../mock-backend';

withMockBackend();

/* docs/product/devices.md, DEV-2 and DEV-5: the shop's handler of the account's devices. */

const origin = storefrontOrigin(STOREFRONTS.sv);
const device = (slug: string, savedAt: number) => ({ slug, name: slug.toUpperCase(), savedAt });

function request(method: 'GET' | 'POST', access: string | null, body?: unknown): NextRequest {
  const cookie = access ? `td_access=${access}` : '';
  return new NextRequest(`${origin}/api/session/devices?locale=sv`, {
    method,
    headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function answer(response: Response): Promise<[number, unknown]> {
  return [response.status, await response.json()];
}

/** A customer of the mock's own, signed in, with no devices yet. */
const signedIn = (accountId: number) => issueTokens({ kind: 'account', accountId }).access_token;

describe('/api/session/devices', () => {
  it('keeps a list on the account and reads it back as sent, never cached', async () => {
    const access = signedIn(1);
    const list = [device('iphone-13', 1_700_000_000_000), device('galaxy-s24', 1_690_000_000_000)];
    expect(await answer(await POST(request('POST', access, { devices: list })))).toEqual([200, { devices: list }]);
    const read = await GET(request('GET', access));
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await answer(read)).toEqual([200, { devices: list }]);
  });

  it('is 401 signed_out without a session, and asks the backend nothing', async () => {
    server.use(http.all('*/api/auth/devices', () => HttpResponse.json({ error: 'asked' }, { status: 500 })));
    expect(await answer(await GET(request('GET', null)))).toEqual([401, { error: 'signed_out' }]);
    expect(await answer(await POST(request('POST', null, { devices: [] })))).toEqual([401, { error: 'signed_out' }]);
  });

  it.each([
    [401, 401, 'signed_out'],
    [500, 503, 'unavailable'],
  ])('backend %d -> %d %s', async (backend, status, error) => {
    server.use(http.get('*/api/auth/devices', () => HttpResponse.json({ error: 'x' }, { status: backend })));
    expect(await answer(await GET(request('GET', signedIn(2))))).toEqual([status, { error }]);
  });

  it('refuses any body that is not a list the shop keeps, before asking the backend', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/auth/devices', () => {
        asked += 1;
        return HttpResponse.json({ devices: [] });
      }),
    );
    const access = signedIn(2);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record({
            devices: fc.array(
              fc.record({
                slug: fc.oneof(fc.constantFrom('iphone-13', 'galaxy-s24', 'Iphone 13'), fc.string()),
                name: fc.string({ maxLength: 90 }),
                savedAt: fc.oneof(fc.integer({ min: -1, max: 253_402_300_800_000 }), fc.double(), fc.constant(253_402_300_800_000)),
              }),
              { maxLength: 12 },
            ),
          }),
        ),
        async (body) => {
          const before = asked;
          const response = await POST(request('POST', access, body));
          const keepable = isRecord(body) && deviceList(body.devices) !== MISFIT;
          expect(response.status).toBe(keepable ? 200 : 400);
          expect(asked).toBe(keepable ? before + 1 : before);
        },
      ),
      { numRuns: 80 },
    );
    const before = asked;
    expect(await answer(await POST(request('POST', access, { devices: Array.from({ length: 11 }, (_, n) => device(`model-${n}`, n)) })))).toEqual([
      400,
      { error: 'invalid_devices' },
    ]);
    expect(asked).toBe(before);
  });
});
