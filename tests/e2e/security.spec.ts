import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { prePaintScripts } from '@/platform/security/inline-script-hashes';
import { openCheckoutWith } from './checkout-steps';
import { hydrated, tieredProduct } from './shop';
import { MOCK_BACKEND, onStorefront, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

/** Issue 9's review commands, each now answered safely. */

async function productSlug(): Promise<string> {
  return (await tieredProduct('sv')).slug;
}

test('no Link header with hreflang values the pages do not use', async ({ request }) => {
  const { url, headers } = onStorefront('no', '/');
  const response = await request.get(url, { headers });
  expect(response.headers()['link'] ?? '').not.toContain('hreflang');
});

test.describe('headers on every response', () => {
  const resources = [
    ['GET', '/robots.txt'],
    ['GET', '/sitemap.xml'],
    ['GET', '/icon.svg'],
    ['GET', '/api/auth/profile'],
    ['GET', '/api/search-triggers?query=sk&locale=sv&sid=1'],
    ['GET', '/captuerr'],
  ] as const;

  for (const [method, path] of resources) {
    test(`${method} ${path} may load and run nothing`, async ({ request }) => {
      const { url, headers } = onStorefront('sv', path);
      const response = await request.fetch(url, { method, headers });
      const all = response.headers();
      expect(all['content-security-policy']).toContain("default-src 'none'");
      expect(all['x-content-type-options']).toBe('nosniff');
      expect(all['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  }

  test('a cached page: inline script only from the page itself, nothing from elsewhere, reports to us', async ({ request }) => {
    const { url, headers } = onStorefront('fi', `/tuote/${await productSlug()}`);
    const policy = (await request.get(url, { headers })).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain('report-uri /captuerr');
  });

  test('checkout: a fresh nonce per request on every script, no unsafe-inline', async ({ request }) => {
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { url, headers } = onStorefront('sv', '/checkout');
      const response = await request.get(url, { headers });
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("'strict-dynamic'");
      expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe');
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !tag.includes('application/ld+json'));
      // The layout's pre-paint scripts (VAT display, consent choice) are allowed by their hashes,
      // every other one carries the nonce.
      expect(executable.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toHaveLength(prePaintScripts(STOREFRONTS.sv).length);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

/** Every Content-Security-Policy violation the page meets, by directive and what was blocked. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("the shop's own pages break no rule of their policy, cached or per request, so each report means something", async ({ page }) => {
  const product = await tieredProduct('sv');
  const violations = await recordCspViolations(page);
  for (const path of ['/', `/produkt/${product.slug}`, '/track-order', '/my-order']) {
    await page.goto(`${originOf('sv')}${path}`);
    await hydrated(page);
    await page.locator('.cart-button').click();
    await expect(page.getByRole('dialog', { name: 'Varukorg' })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('an inline script injected into the checkout is blocked and reported; the checkout still works', async ({ page }) => {
  // A client address of its own: the suite's other pages send their error reports from the same machine.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.97' });
  const product = await tieredProduct('sv');
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  await page.route(/\/checkout\?/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    // Node cannot resolve sv.localhost: fetch the page from the server by its Host header.
    const asked = new URL(route.request().url());
    const { url, headers } = onStorefront('sv', `${asked.pathname}${asked.search}`);
    const response = await page.request.get(url, { headers });
    const html = (await response.text()).replace('<head>', '<head><script>window.injected = true</script>');
    const policy = response.headers()['content-security-policy'] ?? '';
    return route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': policy }, body: html });
  });
  await openCheckoutWith(page, 'sv', [{ sku: product.sku, quantity: 1 }]);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toContain('script-src-elem');
  // The browser reports the violation to our error endpoint, which passes it on to the backend.
  await expect
    .poll(async () => {
      const reports = (await (await fetch(`${MOCK_BACKEND}/__mock/error-reports`)).json()) as { level: string; url: string; error: string }[];
      return reports.some((report) => report.level === 'csp' && report.url === `${originOf('sv')}/checkout` && report.error.includes('script-src-elem'));
    })
    .toBe(true);
});

test.describe('paths', () => {
  for (const path of ['/produkt/abc%25', '/kategori/a%25b', '/track-order/TD%25', '/abc%25', '/produkt/%E0%A4%A', '/produkt/abc%zz']) {
    test(`${path} is an uncached 404, not a server error`, async ({ request }) => {
      const { url, headers } = onStorefront('sv', path);
      const response = await request.get(url, { headers });
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toContain('no-store');
    });
  }

  test('the internal listing route cannot be reached encoded', async ({ request }) => {
    const { url, headers } = onStorefront('sv', '/%6cisting-view/2/category/reservdelar');
    expect((await request.get(url, { headers })).status()).toBe(404);
  });
});

/**
 * The same build started through our server on another port, next to the suite's own server, which
 * runs as if behind a proxy of ours (playwright.config.ts). Without a hostname it listens on every
 * interface, as in production.
 */
async function startShop(hostname: string | undefined, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const shop = spawn(process.execPath, ['server/serve.mjs', ...(hostname ? ['-H', hostname] : []), '-p', String(port)], {
    env: { ...process.env, API_BASE_URL: MOCK_BACKEND, METRICS_PORT: '0', ...env },
    stdio: 'ignore',
  });
  // Bound to localhost, Node may listen on ::1 only: ask the way a local proxy would.
  const address = hostname === undefined || hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
  await expect
    .poll(
      async () =>
        fetch(`http://${address}:${port}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  return shop;
}

async function homeOf(request: APIRequestContext, address: string, port: number, extra: Record<string, string> = {}) {
  return request.get(`http://${address === '0.0.0.0' ? '127.0.0.1' : address}:${port}/`, {
    headers: { host: STOREFRONTS.da.domain, ...extra },
    maxRedirects: 0,
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request from one of this machine's loopback addresses, as another client on the network would send it. */
function fromAddress(
  localAddress: string,
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const body = options.body ?? '';
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        localAddress,
        method: options.method ?? 'GET',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A sign-in with a wrong password, each for an address of its own so that no per-address lockout acts. */
let signIns = 0;
async function failedSignIn(localAddress: string, port: number, forwardedFor?: string): Promise<number> {
  signIns += 1;
  const headers: Record<string, string> = { host: STOREFRONTS.sv.domain, origin: originOf('sv'), 'content-type': 'application/json' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const body = JSON.stringify({ email: `nobody-${signIns}-${localAddress}@example.com`, password: 'wrong' });
  return (await fromAddress(localAddress, port, '/api/session/login', { method: 'POST', headers, body })).status;
}

/** The statuses of `count` failed sign-ins in a row, one at a time. */
async function signInsInARow(count: number, attempt: (index: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= count; index += 1) statuses.push(await attempt(index));
  return statuses;
}

const TWENTY_401_THEN_429 = [...Array<number>(20).fill(401), ...Array<number>(5).fill(429)];

test.describe('a shop with no proxy in front', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.STORE_PORT ?? 3000) + 160;
  let shop: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    shop = await startShop(undefined, port);
  });
  test.afterAll(() => {
    shop?.kill();
  });
  const on = (code: StorefrontCode, path: string) => ({ url: `http://127.0.0.1:${port}${path}`, headers: { host: STOREFRONTS[code].domain } });

  test('X-Forwarded-Host from a client cannot put Norwegian prices under a Swedish URL', async ({ request }) => {
    const slug = await productSlug();
    const { url, headers } = on('sv', `/produkt/${slug}`);
    const response = await request.get(url, { headers: { ...headers, 'x-forwarded-host': STOREFRONTS.no.domain } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="sv-SE"');
    expect(html).toContain('"priceCurrency":"SEK"');
    expect(html).not.toContain('NOK');
  });

  test('robots.txt names its own storefront sitemap and says it varies by host', async ({ request }) => {
    const { url, headers } = on('sv', '/robots.txt');
    const response = await request.get(url, { headers: { ...headers, 'x-forwarded-host': STOREFRONTS.nl.domain } });
    expect(await response.text()).toContain(`${originOf('sv')}/sitemap.xml`);
    expect(response.headers()['vary']).toContain('Host');
    expect(response.headers()['vary']).toContain('X-Forwarded-Host');
  });

  test('no HSTS over plain http', async ({ request }) => {
    const { url, headers } = on('sv', '/');
    const response = await request.get(url, { headers: { ...headers, 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toBeUndefined();
  });

  test('a client cannot name itself: 25 sign-ins, each with another X-Forwarded-For, meet the limit at the 21st; another client does not', async () => {
    test.setTimeout(60_000);
    expect(await signInsInARow(25, (n) => failedSignIn('127.0.0.2', port, `198.51.100.${n}`))).toEqual(TWENTY_401_THEN_429);
    expect(await failedSignIn('127.0.0.3', port)).toBe(401);
  });

  test('every spelling of the Norwegian host is the Norwegian shop, never the Swedish one', async () => {
    const [name, hostPort] = STOREFRONTS.no.domain.split(':');
    for (const host of [`${name!.toUpperCase()}:${hostPort}`, `${name}.:${hostPort}`]) {
      const answer = await fromAddress('127.0.0.1', port, '/', { headers: { host } });
      expect(answer.status, host).toBe(200);
      expect(answer.body, host).toContain('<html lang="nb-NO"');
    }
  });

  test("a host that is no storefront is served to nobody's shared cache: private, no-store", async () => {
    for (const [host, path] of [
      ['evil.example', '/'],
      ['evil.example', '/robots.txt'],
      [`localhost:${port}`, '/fi'],
      [`127.0.0.1:${port}`, '/no'],
    ] as const) {
      const answer = await fromAddress('127.0.0.1', port, path, { headers: { host } });
      expect(answer.status, host).toBe(200);
      expect(answer.headers['cache-control'], host).toBe('private, no-store');
    }
    const storefront = await fromAddress('127.0.0.1', port, '/', { headers: { host: STOREFRONTS.sv.domain } });
    expect(storefront.headers['cache-control']).toContain('s-maxage');
  });
});

test.describe('behind a CDN and the load balancer (TRUSTED_PROXY_HOPS=2)', () => {
  test('the client is the second hop from the right; what it writes to the left counts for nothing', async () => {
    test.setTimeout(90_000);
    const port = Number(process.env.STORE_PORT ?? 3000) + 161;
    const shop = await startShop('127.0.0.1', port, { TRUSTED_PROXY: '1', TRUSTED_PROXY_HOPS: '2' });
    try {
      // The CDN appended the client it saw, the load balancer the CDN's own address.
      const statuses = await signInsInARow(25, (n) => failedSignIn('127.0.0.1', port, `198.51.100.${n}, 203.0.113.${n}, 192.0.2.7, 10.0.0.${n}`));
      expect(statuses).toEqual(TWENTY_401_THEN_429);
      expect(await failedSignIn('127.0.0.1', port, '192.0.2.7, 10.0.0.1')).toBe(429);
      expect(await failedSignIn('127.0.0.1', port, '192.0.2.8, 10.0.0.1')).toBe(401);
    } finally {
      shop.kill();
    }
  });
});

test.describe('bound to any address', () => {
  test.describe.configure({ mode: 'serial' });
  const base = Number(process.env.STORE_PORT ?? 3000) + 150;

  for (const [index, hostname] of ['127.0.0.1', '0.0.0.0', 'localhost'].entries()) {
    test(`served bound to ${hostname}: every page instead of a redirect to itself`, async ({ request }) => {
      test.setTimeout(90_000);
      const shop = await startShop(hostname, base + index);
      try {
        const response = await homeOf(request, hostname, base + index);
        expect(response.status()).toBe(200);
        expect(await response.text()).toContain('lang="da-DK"');
      } finally {
        shop.kill();
      }
    });
  }

  test('behind a trusted proxy: its forwarded host picks the storefront, https brings HSTS', async ({ request }) => {
    test.setTimeout(90_000);
    const port = base + 3;
    const shop = await startShop('127.0.0.1', port, { TRUSTED_PROXY: '1' });
    try {
      const response = await homeOf(request, '127.0.0.1', port, {
        host: 'app.internal:8080',
        'x-forwarded-host': STOREFRONTS.fi.domain,
        'x-forwarded-proto': 'https',
      });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('lang="fi-FI"');
      expect(response.headers()['strict-transport-security']).toBe('max-age=31536000');
      expect(response.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      shop.kill();
    }
  });
});

test.describe('failure limits hold against a burst', () => {
  test('15 wrong passwords for one e-mail sent at once: five 401s, the rest 429 with Retry-After', async ({ request }) => {
    const email = `burst-${test.info().workerIndex}-${Date.now()}@example.com`;
    const { url, headers } = onStorefront('sv', '/api/session/login');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        request.post(url, {
          headers: { ...headers, origin: originOf('sv'), 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.150' },
          data: JSON.stringify({ email, password: `wrong-${index}` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status() === 429).every((answer) => Number(answer.headers()['retry-after']) >= 1)).toBe(true);
  });
});
