import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { STOREFRONTS } from './storefronts';

/**
 * A shop of this test's own that exports its traces to a small OTLP/HTTP receiver on loopback, on a
 * mocked backend of its own whose record of `traceparent` headers is this shop's alone
 * (docs/operating.md, OPS-12).
 */
// Not + 180: 4190 is a port fetch refuses to call (the Fetch standard's bad ports).
const shopPort = Number(process.env.STORE_PORT ?? 3000) + 181;
const backend = `http://127.0.0.1:${Number(process.env.MOCK_PORT ?? 4010) + 181}`;

interface OtlpSpan {
  traceId: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string } }[];
}

const received: OtlpSpan[] = [];
let receiver: Server | undefined;
let shop: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      received.push(...body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MOCK_PORT: new URL(backend).port,
    PORT: String(shopPort),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_BSP_SCHEDULE_DELAY: '100',
    METRICS_PORT: '0',
    LOG_LEVEL: 'warn',
  };
  delete env.API_BASE_URL;
  shop = spawn(process.execPath, ['scripts/with-mock-backend.mjs', process.execPath, 'server/serve.mjs', '-p', String(shopPort)], { env, stdio: 'ignore' });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${shopPort}/api/health`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});
test.afterAll(() => {
  shop?.kill();
  receiver?.close();
});

test("a page's trace reaches the receiver from the shop, and the backend through traceparent", async ({ request }) => {
  const { products } = (await (await fetch(`${backend}/api/products?popular=1&limit=1&locale=sv&sid=${STOREFRONTS.sv.storeId}`)).json()) as {
    products: { slug: string }[];
  };
  const [product] = products;
  const page = await request.get(`http://127.0.0.1:${shopPort}/${ROUTE_WORDS.product.sv}/${product!.slug}`, { headers: { host: STOREFRONTS.sv.domain } });
  expect(page.status()).toBe(200);
  const requestId = page.headers()['x-request-id'];

  const isThePage = (span: OtlpSpan) => span.attributes.some(({ key, value }) => key === 'shop.request_id' && value.stringValue === requestId);
  await expect.poll(() => received.some(isThePage), { message: "the shop exports the page's span" }).toBe(true);
  const pageSpan = received.find(isThePage)!;
  expect(pageSpan.name).toBe('GET /[locale]/product/[slug]');

  const traceParents = (await (await fetch(`${backend}/__mock/received-traceparents`)).json()) as { path: string; traceparent: string }[];
  const ofThePage = traceParents.filter(({ traceparent }) => traceparent.split('-')[1] === pageSpan.traceId);
  expect(ofThePage.map(({ path }) => path)).toContain(`/api/product-by-slug/${product!.slug}`);
});
