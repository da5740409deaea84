import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchHasUpselling } from '@/platform/api/calls/search';
import { CHECKED_AS_HEADER } from '@/platform/api/request';
import { BROWSER_CALLS, browserCall } from '@/platform/bff/browser-calls';
import { forwardBrowserCall } from '@/platform/bff/forward';

const BASE = 'http://backend.test';
const server = setupServer();

beforeAll(() => {
  vi.stubEnv('API_BASE_URL', BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

async function forward(path: string): Promise<Response> {
  const url = new URL(`http://sv.localhost:3000${path}`);
  const call = browserCall('GET', url.pathname);
  if (!call) throw new Error(`${path} is no browser call`);
  return forwardBrowserCall(call, 'sv', new Request(url), undefined);
}

describe('the shop checks a browser call’s answer on the server', () => {
  it('passes on what the schema gives, marked with the schema it was checked as', async () => {
    server.use(http.get(`${BASE}/api/products/7/upselling`, () => HttpResponse.json({ data: { id: 9 } })));
    const response = await forward('/api/products/7/upselling?locale=sv&sid=1');
    expect(response.status).toBe(200);
    expect(response.headers.get(CHECKED_AS_HEADER)).toBe('upsellingSchema');
    expect(await response.json()).toBe(true);
  });

  it('answers 502 for an answer that does not fit, and does not mark it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${BASE}/api/current-deal`, () => HttpResponse.json({ title: 'no dates' })));
    const response = await forward('/api/current-deal?locale=sv&sid=1');
    expect(response.status).toBe(502);
    expect(response.headers.get(CHECKED_AS_HEADER)).toBeNull();
    expect(await response.json()).toEqual({ error: 'invalid_answer' });
  });

  it('passes an error answer on unchanged, for the client to read its code', async () => {
    server.use(http.get(`${BASE}/api/current-deal`, () => HttpResponse.json({ error: 'maintenance' }, { status: 503 })));
    const response = await forward('/api/current-deal?locale=sv&sid=1');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'maintenance' });
  });

  it('names a schema for every listed call', () => {
    for (const call of BROWSER_CALLS) expect(call.answer, String(call.path)).toMatch(/Schema$/);
  });
});

describe('the browser takes only answers the shop checked as the call’s own schema', () => {
  function answer(body: unknown, checkedAs: string | null) {
    vi.stubGlobal('window', {});
    const headers = new Headers({ 'content-type': 'application/json' });
    if (checkedAs) headers.set(CHECKED_AS_HEADER, checkedAs);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers })),
    );
  }

  it('uses a checked answer as it is', async () => {
    answer(true, 'upsellingSchema');
    expect(await fetchHasUpselling('sv', 7)).toMatchObject({ ok: true, data: true });
  });

  it('refuses an answer checked as another schema or not at all', async () => {
    answer(true, 'currentDealSchema');
    expect(await fetchHasUpselling('sv', 7)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    answer({ data: 1 }, null);
    expect(await fetchHasUpselling('sv', 7)).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });
});
