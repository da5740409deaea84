import { EventEmitter } from 'node:events';
import { Agent, createServer, get, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainable, drainTimings, READY_PATH } from '@/server/drain.mjs';

/** A stand-in for Node's server: notes when it stops listening and drops connections. */
function fakeServer() {
  const calls: string[] = [];
  return {
    calls,
    close: () => calls.push('close'),
    closeIdleConnections: () => calls.push('closeIdle'),
    closeAllConnections: () => calls.push('closeAll'),
  };
}

/** A request under way: `finish()` is its answer leaving. */
function exchange(url: string) {
  const headers = new Map<string, string>();
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    body: '',
    headersSent: false,
    setHeader: (name: string, value: string) => headers.set(name, value),
    writeHead(status: number) {
      response.statusCode = status;
      response.headersSent = true;
      return response;
    },
    end(body = '') {
      response.body = body;
      response.headersSent = true;
    },
  });
  return {
    request: { url } as IncomingMessage,
    response: response as unknown as ServerResponse & { body: string },
    headers,
    finish: () => response.emit('close'),
  };
}

const TIMINGS = { drainMs: 3000, graceMs: 25_000 };

beforeEach(() => {
  vi.useFakeTimers();
  register.resetMetrics();
});
afterEach(() => vi.useRealTimers());

describe('an instance drains before it exits (docs/operating.md, OPS-20..23)', () => {
  it('is ready until SIGTERM, then answers its readiness check 503 while still serving', async () => {
    const shop = drainable(fakeServer(), TIMINGS);
    const before = exchange(READY_PATH);
    expect(shop.admit(before.request, before.response)).toBe(true);
    expect([before.response.statusCode, before.response.body]).toEqual([200, 'ready']);

    void shop.drain();
    const after = exchange(READY_PATH);
    shop.admit(after.request, after.response);
    expect([after.response.statusCode, after.response.body]).toEqual([503, 'draining']);
    const page = exchange('/api/health');
    expect(shop.admit(page.request, page.response)).toBe(false);
    expect(page.headers.get('connection')).toBe('close');
  });

  it('keeps listening for the drain time, then waits for the requests under way before it lets go', async () => {
    const server = fakeServer();
    const shop = drainable(server, TIMINGS);
    const slow = exchange('/sv/produkt/x');
    shop.admit(slow.request, slow.response);
    let done = false;
    void shop.drain().then(() => (done = true));
    expect(slow.headers.get('connection')).toBe('close');

    await vi.advanceTimersByTimeAsync(TIMINGS.drainMs - 1);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual(['close', 'closeIdle']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(done).toBe(false);

    slow.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(server.calls).toEqual(['close', 'closeIdle', 'closeAll']);
  });

  it('drops what is still under way once the grace time is over', async () => {
    const server = fakeServer();
    const shop = drainable(server, TIMINGS);
    const stuck = exchange('/api/cart');
    shop.admit(stuck.request, stuck.response);
    let done = false;
    void shop.drain().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(TIMINGS.drainMs + TIMINGS.graceMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(server.calls.at(-1)).toBe('closeAll');
  });

  it('reports shop_ready and shop_in_flight_requests on the default registry', async () => {
    const shop = drainable(fakeServer(), TIMINGS);
    const page = exchange('/sv');
    shop.admit(page.request, page.response);
    expect(await register.getSingleMetricAsString('shop_ready')).toMatch(/^shop_ready 1$/m);
    expect(await register.getSingleMetricAsString('shop_in_flight_requests')).toMatch(/^shop_in_flight_requests 1$/m);
    void shop.drain();
    page.finish();
    expect(await register.getSingleMetricAsString('shop_ready')).toMatch(/^shop_ready 0$/m);
    expect(await register.getSingleMetricAsString('shop_in_flight_requests')).toMatch(/^shop_in_flight_requests 0$/m);
  });
});

describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_GRACE_MS', () => {
  it('default to 3 s and 25 s, take whole milliseconds and refuse anything else', () => {
    expect(drainTimings({})).toEqual({ drainMs: 3000, graceMs: 25_000 });
    expect(drainTimings({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '' })).toEqual({ drainMs: 0, graceMs: 25_000 });
    for (const wrong of ['-1', '2.5', '3s', ' 3']) expect(() => drainTimings({ SHUTDOWN_DRAIN_MS: wrong })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

describe('draining a real server', () => {
  it('finishes the request under way on its keep-alive connection, closes that connection, and refuses new ones', async () => {
    vi.useRealTimers();
    let arrived: (release: () => void) => void = () => undefined;
    const underWay = new Promise<() => void>((resolve) => (arrived = resolve));
    const server = createServer((request, response) => {
      if (!shop.admit(request, response)) arrived(() => response.end('done'));
    });
    const shop = drainable(server, { drainMs: 0, graceMs: 10_000 });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const answered = new Promise<{ status?: number; connection?: string; body: string }>((resolve) => {
      get({ port, host: '127.0.0.1', path: '/sv', agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, connection: response.headers.connection, body }));
      });
    });
    const release = await underWay;
    const drained = shop.drain();
    release();
    expect(await answered).toEqual({ status: 200, connection: 'close', body: 'done' });
    await drained;
    await expect(fetch(`http://127.0.0.1:${port}/sv`)).rejects.toThrow();
    agent.destroy();
  });
});
