import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { trackOrder } from '@/features/orders/tracking/order-tracking';
import { RATE_RULES } from '@/platform/security/rate-limits';
import { server } from '@/mocks/node';

beforeAll(() => {
  vi.stubEnv('API_BASE_URL', 'http://backend.test');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

describe('tracking an order by number and e-mail', () => {
  it('a guesser on one address waits after five wrong e-mails; the owner elsewhere does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(http.get('*/api/track-order/:id', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await trackOrder('sv', { orderId: 'TD-GUESS-1', email: `guess${attempt}@example.com` }, '198.51.100.1')).kind).toBe('not-found');
    }
    expect(await trackOrder('sv', { orderId: 'td-guess-1', email: 'guess5@example.com' }, '198.51.100.1')).toEqual({ kind: 'limited', retryAfterSeconds: 1 });
    expect((await trackOrder('sv', { orderId: 'TD-GUESS-1', email: 'owner@example.com' }, '198.51.100.99')).kind).toBe('not-found');
  });

  it('wrong e-mails for one order number from many addresses meet a ceiling that holds everyone for a while', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server.use(http.get('*/api/track-order/:id', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    const { limit, windowMs } = RATE_RULES.orderLookupFailuresPerOrder;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const outcome = await trackOrder('sv', { orderId: 'TD-GUESS-2', email: `guess${attempt}@example.com` }, `198.51.100.${Math.floor(attempt / 5)}`);
      expect(outcome.kind).toBe('not-found');
    }
    expect(await trackOrder('sv', { orderId: 'td-guess-2', email: 'owner@example.com' }, '203.0.113.99')).toEqual({
      kind: 'limited',
      retryAfterSeconds: windowMs / 1000,
    });
    vi.advanceTimersByTime(windowMs);
    expect((await trackOrder('sv', { orderId: 'TD-GUESS-2', email: 'owner@example.com' }, '203.0.113.99')).kind).toBe('not-found');
  });

  it('a backend outage says so, and is no failed guess', async () => {
    server.use(http.get('*/api/track-order/:id', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await trackOrder('sv', { orderId: 'TD-OUTAGE', email: 'a@example.com' }, `203.0.113.${attempt}`)).kind).toBe('unavailable');
    }
    server.use(http.get('*/api/track-order/:id', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    expect((await trackOrder('sv', { orderId: 'TD-OUTAGE', email: 'a@example.com' }, '203.0.113.50')).kind).toBe('not-found');
  });

  it.each([
    ['a broken body', () => HttpResponse.text('{"order_id":')],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('%s is an outage, not a wrong e-mail', async (_, answer) => {
    server.use(http.get('*/api/track-order/:id', answer));
    expect((await trackOrder('sv', { orderId: 'TD-BROKEN', email: 'a@example.com' }, '203.0.113.60')).kind).toBe('unavailable');
  });
});
