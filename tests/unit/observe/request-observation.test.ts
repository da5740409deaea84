import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '@/platform/log/logger';
import { noteCache, noteRoute } from '@/platform/log/request-record.mjs';
import { observeRequests } from '@/server/observe.mjs';

type Answer = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** What the shop's handler does for a product page: the proxy names the route, the cache handler its outcome. */
const productPage: Answer = async (_request, response) => {
  noteRoute('/[locale]/product/[slug]', 'fi');
  noteCache('hit');
  logger.info({ event: 'inside' }, 'a line logged while the page is answered');
  response.statusCode = 200;
  response.end('ok');
};

let origin = '';
let close = () => {};

beforeAll(async () => {
  const observed = await observeRequests(productPage, { METRICS_PORT: '0' });
  const server = createServer((request, response) => void observed(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function answeredLines(path: string, headers: Record<string, string> = {}) {
  const info = vi.spyOn(logger, 'info');
  const response = await fetch(`${origin}${path}`, { headers });
  await response.text();
  await vi.waitFor(() => expect(info.mock.calls.some(([, message]) => message === 'request')).toBe(true));
  return { response, lines: info.mock.calls.map(([fields, message]) => ({ fields: fields as Record<string, unknown>, message })) };
}

describe('one log line per request (docs/operating.md, OPS-2)', () => {
  it('names the route pattern, storefront, status, duration and cache outcome, under the id the answer carries', async () => {
    const { response, lines } = await answeredLines('/tuote/iphone-13-naytto?email=anna%40example.com');
    const line = lines.find(({ message }) => message === 'request')!.fields;
    expect(line).toMatchObject({
      reqId: response.headers.get('x-request-id'),
      method: 'GET',
      route: '/[locale]/product/[slug]',
      storefront: 'fi',
      status: 200,
      cache: 'hit',
    });
    expect(typeof line.durationMs).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/tuote|anna|example/);
  });

  it('names the client by a pseudonym, never by its address (decision 0044)', async () => {
    const { lines } = await answeredLines('/', { 'x-forwarded-for': '203.0.113.7' });
    const line = lines.find(({ message }) => message === 'request')!.fields;
    expect(line.client).toMatch(/^[\w-]{12}$/);
    expect(JSON.stringify(lines)).not.toContain('203.0.113');
  });
});

describe('request metrics (docs/operating.md, OPS-5)', () => {
  it('counts and times each answer by route pattern, storefront and status', async () => {
    const labels = { route: '/[locale]/product/[slug]', storefront: 'fi', status: '200' };
    const before = (await register.getSingleMetric('shop_http_requests_total')!.get()).values.find((value) => value.labels.route === labels.route)?.value ?? 0;
    await answeredLines('/tuote/x');
    const counted = (await register.getSingleMetric('shop_http_requests_total')!.get()).values.find((value) => value.labels.route === labels.route);
    expect(counted).toMatchObject({ labels, value: before + 1 });
    expect(await register.metrics()).toMatch(
      /shop_http_request_duration_seconds_count\{route="\/\[locale\]\/product\/\[slug\]",storefront="fi",status="200"\} \d+/,
    );
  });

  it("adds Node's runtime metrics", async () => {
    expect(await register.metrics()).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
