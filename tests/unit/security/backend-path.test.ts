import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendPath, PATH_ID_PATTERN, PATH_ID_SOURCE, pathId, slugPath } from '@/platform/api/backend-path';
import { fetchOrderOutcome, openOrderSession } from '@/platform/api/calls/checkout';
import { fetchProduct } from '@/platform/api/calls/catalog';
import { changeSubscription, fetchOrder } from '@/platform/api/calls/orders';

const RUNS = { numRuns: 5000 };
const BASE = 'http://backend.test';
const asked: string[] = [];
const server = setupServer(
  http.all(`${BASE}/*`, ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json({ error: 'not_found' }, { status: 404 });
  }),
);

beforeAll(() => {
  vi.stubEnv('API_BASE_URL', BASE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  asked.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

/** Text a URL, a form or a JSON body could carry: dots, slashes and escapes come often. */
const untrusted = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('.', '/', '%', '2', 'e', 'E', 'a', '-', '_', ' ', '?', '#', '\\', 'T', 'D', '1') }),
  fc.constantFrom('.', '..', '../orders', '..%2F', '%2e%2e', 'TD-100234/../..', ' TD-100234 ', ''),
);

describe('ids in backend paths', () => {
  it('the pattern and the source the allowlist builds on are one', () => {
    expect(PATH_ID_PATTERN.source).toBe(`^${PATH_ID_SOURCE}$`);
  });

  it.each(['TD-100234', 'SUB-100001', 'RT-100001', 'chk_4f2a-91', '7d0d1f3e-2c1b-4a57-9b8e-3f3c2d1e0a9b'])("takes the backend's id %s", (id) => {
    expect(pathId(id)).toBe(id);
  });

  it.each(['.', '..', '../orders', 'TD-1/returns', 'TD-1?x=1', 'TD-1#x', '%2e%2e', '-TD', '', 'x'.repeat(65)])('refuses %j', (id) => {
    expect(pathId(id)).toBeNull();
  });

  it('accepts an id only as the pattern allows it, trimmed, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(untrusted, fc.anything()), (value) => {
        const id = pathId(value);
        if (id === null) return;
        expect(typeof value).toBe('string');
        expect(id).toBe((value as string).trim());
        expect(id).toMatch(PATH_ID_PATTERN);
      }),
      RUNS,
    );
  });

  it('builds only paths that fetch sends as they are written: no value moves it to another path', () => {
    fc.assert(
      fc.property(untrusted, untrusted, fc.integer({ min: -5, max: Number.MAX_SAFE_INTEGER }), (first, second, number) => {
        const path = backendPath`/api/checkout/${first}/orders/${second}/x/${number}`;
        if (path === null) return;
        expect(new URL(path, BASE).pathname).toBe(path);
        expect(path.split('/')).toHaveLength(8);
      }),
      RUNS,
    );
  });

  it('keeps slugs apart from ids: each segment encoded, no dot segment, and never throws', () => {
    fc.assert(
      fc.property(untrusted, (text) => {
        const slug = slugPath(text);
        if (slug === null) return;
        const path = `/api/pages/${slug.encoded}`;
        expect(new URL(path, BASE).pathname).toBe(path);
        expect(slug.encoded.split('/')).toHaveLength(text.split('/').length);
      }),
      RUNS,
    );
    expect(slugPath('kundservice/kontakt')?.encoded).toBe('kundservice/kontakt');
    expect(slugPath('iphone-13-skärm')?.encoded).toBe('iphone-13-sk%C3%A4rm');
    expect(slugPath('..')).toBeNull();
    expect(slugPath('om-oss/../../auth')).toBeNull();
  });
});

describe('a call with an id that does not fit', () => {
  it('never reaches the backend and answers as an unknown id does: 404', async () => {
    const answers = await Promise.all([
      fetchOrder('sv', '..', 'token'),
      fetchOrderOutcome('sv', '..', 'TD-100234'),
      fetchOrderOutcome('sv', 'chk_1', '../../orders'),
      openOrderSession('sv', '.', 'cardWallet'),
      changeSubscription('sv', 'token', '../orders', { status: 'cancelled' }),
      fetchProduct('sv', '..'),
    ]);
    for (const answer of answers) expect(answer).toEqual({ ok: false, error: { kind: 'http', status: 404 } });
    expect(asked).toEqual([]);
  });

  it('still asks the backend for an id that fits', async () => {
    await fetchOrder('sv', 'TD-100234', 'token');
    expect(asked).toEqual(['/api/orders/TD-100234']);
  });
});
