import { expect, test, type APIRequestContext } from '@playwright/test';
import { RATE_RULES } from '@/platform/security/rate-limits';
import { MESSAGES } from './shop';
import { backendGet, MOCK_BACKEND, onStorefront, originOf, STOREFRONTS } from './storefronts';

const code = 'sv';
const query = `?locale=${code}&sid=${STOREFRONTS[code].storeId}`;

/** A POST as the storefront's own page sends it. */
function fromShop(path: string, data: unknown, headers: Record<string, string> = {}) {
  const { url, headers: host } = onStorefront(code, path);
  return { url, options: { headers: { ...host, 'content-type': 'application/json', origin: originOf(code), ...headers }, data: JSON.stringify(data) } };
}

/** Each rate-limited test names its own client address, so tests running side by side keep their own budget. */
const asClient = (address: string) => ({ 'x-forwarded-for': address });

async function storedReports(request: APIRequestContext): Promise<{ error: string; url?: string; userAgent?: string }[]> {
  return (await request.get(`${MOCK_BACKEND}/__mock/error-reports`)).json();
}

test.describe('the BFF: the browser reaches the backend only through the calls it makes', () => {
  test("the token calls are the shop's 404: no access or refresh token leaves through the shop", async ({ request }) => {
    for (const path of ['/api/auth/login', '/api/order-auth/login', '/api/auth/refresh', '/api/order-auth/refresh', '/api/auth/link-login']) {
      const { url, options } = fromShop(`${path}${query}`, { email: 'inkop@verkstad.example', password: 'Demo-1234', order_id: 'TD-100237' });
      const response = await request.post(url, options);
      expect(response.status()).toBe(404);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.text()).not.toMatch(/access_token|refresh_token/);
    }
    const profile = await request.get(onStorefront(code, `/api/auth/profile${query}`).url, { headers: onStorefront(code, '/').headers });
    expect(profile.status()).toBe(404);
  });

  test("an /api/session path without a handler is the shop's 404, never forwarded", async ({ request }) => {
    const { url, headers } = onStorefront(code, '/api/session/whatever');
    expect((await request.get(url, { headers })).status()).toBe(404);
    const post = fromShop('/api/session/whatever', {});
    expect((await request.post(post.url, post.options)).status()).toBe(404);
  });

  test('x-be-staff from the browser does not give the staff view, and x-mock-fault does not pass', async ({ request }) => {
    const { url, options } = fromShop(`/api/sync-cart${query}`, { items: [], checkout_id: null }, { 'x-be-staff': '1', 'x-mock-fault': 'status=500' });
    const response = await request.post(url, options);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-be-internal']).toBe('0');
    expect(await response.json()).toEqual([]);
  });

  test("the backend's own cookies still reach it: a test scenario's fault comes back through the shop", async ({ request }) => {
    const scenario = `bff-${test.info().workerIndex}-${Date.now()}`;
    await request.post(`${MOCK_BACKEND}/__mock/faults`, { data: { path: '^/api/search-triggers$', status: 503, times: 1, scenario } });
    const { url, headers } = onStorefront(code, `/api/search-triggers${query}&query=skarm`);
    expect((await request.get(url, { headers: { ...headers, cookie: `mock-scenario=${scenario}` } })).status()).toBe(503);
    expect((await request.get(url, { headers: { ...headers, cookie: `mock-scenario=${scenario}` } })).status()).toBe(200);
  });
});

test.describe('what a browser call takes to the backend', () => {
  test("the host's storefront, whatever locale and sid the browser sent, and only the parameters the call declares", async ({ request }) => {
    const term = `q${test.info().workerIndex}x${Date.now()}`;
    const { url, headers } = onStorefront(code, `/api/search-triggers?locale=no&sid=3&query=${term}&debug=1&x-be-staff=1`);
    expect((await request.get(url, { headers })).status()).toBe(200);
    const received: [string, string][][] = await (await request.get(`${MOCK_BACKEND}/__mock/received-queries?path=/api/search-triggers`)).json();
    expect(received.filter((params) => params.some(([name, value]) => name === 'query' && value === term))).toEqual([
      [
        ['query', term],
        ['locale', 'sv'],
        ['sid', '1'],
      ],
    ]);
  });

  test('/api/current-deal?locale=no&sid=3 on the Swedish host answers the Swedish deal', async ({ request }) => {
    const swedish = await backendGet<{ product_name: string }>('sv', '/api/current-deal');
    const norwegian = await backendGet<{ product_name: string }>('no', '/api/current-deal');
    expect(norwegian.product_name).not.toBe(swedish.product_name);
    const { url, headers } = onStorefront(code, '/api/current-deal?locale=no&sid=3');
    expect(await (await request.get(url, { headers })).json()).toMatchObject({ product_name: swedish.product_name });
  });
});

test.describe('ids that go into a backend path', () => {
  test('a checkout or order id with dots is refused with 400 and reaches no other backend path', async ({ request }) => {
    for (const ids of [
      { checkout_id: '..', order_id: 'TD-100234' },
      { checkout_id: 'chk_1', order_id: '../../../orders' },
    ]) {
      const { url, options } = fromShop(`/api/session/checkout/confirm${query}`, ids);
      const response = await request.post(url, options);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ outcome: 'rejected' });
    }
  });
});

test.describe('state-changing route handlers', () => {
  test('a cross-site text/plain sign-in is 415 and a JSON one from a foreign origin 403', async ({ request }) => {
    const { url, options } = fromShop(`/api/session/login${query}`, { email: 'inkop@verkstad.example', password: 'Demo-1234' });
    const plain = await request.post(url, { ...options, headers: { ...options.headers, 'content-type': 'text/plain', origin: 'https://evil.example' } });
    expect(plain.status()).toBe(415);
    expect(plain.headers()['set-cookie']).toBeUndefined();
    const foreign = await request.post(url, { ...options, headers: { ...options.headers, origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie']).toBeUndefined();
  });

  test('the session handlers added for refresh, link sign-in and passwords refuse a foreign origin and set no cookie', async ({ request }) => {
    for (const path of [
      '/api/session/refresh',
      '/api/session/link-peek',
      '/api/session/link-login',
      '/api/session/mail-link',
      '/api/session/password-reset',
      '/api/session/password',
    ]) {
      const { url, options } = fromShop(`${path}${query}`, {});
      const foreign = await request.post(url, { ...options, headers: { ...options.headers, origin: 'https://evil.example' } });
      expect(foreign.status(), path).toBe(403);
      expect(foreign.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('a refresh without a refresh cookie is 401 and clears the session cookies', async ({ request }) => {
    const { url, options } = fromShop(`/api/session/refresh${query}`, {});
    const response = await request.post(url, options);
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: 'signed_out' });
    const cleared = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    for (const name of ['td_access', 'td_refresh', 'td_order_access', 'td_order_refresh']) {
      expect(
        cleared.find((cookie) => cookie.startsWith(`${name}=;`)),
        name,
      ).toMatch(/Max-Age=0/i);
    }
  });

  test('malformed JSON is 400 and an oversized body 413', async ({ request }) => {
    const { url, options } = fromShop(`/api/session/login${query}`, {});
    expect((await request.post(url, { ...options, data: '{"email": ' })).status()).toBe(400);
    expect((await request.post(url, { ...options, data: JSON.stringify({ email: 'a@b.se', password: 'x'.repeat(20_000) }) })).status()).toBe(413);
  });
});

test.describe('the error endpoint', () => {
  test('a 9 MB report is refused with 413', async ({ request }) => {
    const { url, options } = fromShop(`/captuerr${query}`, {}, asClient('198.51.100.9'));
    const response = await request.post(url, {
      ...options,
      data: JSON.stringify({ error: 'x'.repeat(9 * 1024 * 1024), level: 'error', userAgent: 'UA', url: '/' }),
    });
    expect(response.status()).toBe(413);
  });

  test('200 rapid reports: the first 30 are taken, the rest get 429 with Retry-After', async ({ request }) => {
    const report = { error: 'rapid', level: 'error', userAgent: 'UA', url: '/' };
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 200; i += 1) {
      const { url, options } = fromShop(`/captuerr${query}`, report, asClient('198.51.100.200'));
      const response = await request.post(url, options);
      statuses.push(response.status());
      if (response.status() === 429) retryAfter ??= response.headers()['retry-after'];
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test('a reported URL reaches the backend without its query, and a newline does not split the entry', async ({ request }) => {
    const marker = `report-${test.info().workerIndex}-${Date.now()}`;
    const { url, options } = fromShop(
      `/captuerr${query}`,
      { error: `${marker}\nforged line`, level: 'error', userAgent: 'UA\r\nX: 1', url: `${originOf(code)}/track-order/TD-1?email=a@b.se` },
      asClient('198.51.100.77'),
    );
    expect((await request.post(url, options)).status()).toBe(200);
    const stored = (await storedReports(request)).find((report) => report.error.startsWith(marker));
    expect(stored).toMatchObject({ error: `${marker} forged line`, userAgent: 'UA  X: 1', url: `${originOf(code)}/track-order/TD-1` });
  });

  test('a browser CSP report is taken as level csp', async ({ request }) => {
    const marker = `https://csp-${test.info().workerIndex}-${Date.now()}.example/x`;
    const { url, headers } = onStorefront(code, '/captuerr');
    const response = await request.post(url, {
      headers: { ...headers, ...asClient('198.51.100.78'), 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'document-uri': `${originOf(code)}/kassan?step=2`, 'effective-directive': 'script-src-elem', 'blocked-uri': `${marker}?token=1` },
      }),
    });
    expect(response.status()).toBe(200);
    const stored = (await storedReports(request)).find((report) => report.error.includes(marker));
    expect(stored).toMatchObject({ error: `CSP script-src-elem blocked ${marker}`, level: 'csp', url: `${originOf(code)}/kassan` });
  });
});

test('a password guessed from many addresses: the dialog tells the owner how long the password sign-in is held', async ({ page, request }) => {
  const t = MESSAGES[code];
  const email = `guess-${test.info().workerIndex}-${Date.now()}@example.com`;
  const { limit } = RATE_RULES.signInFailuresPerEmail;
  const perAddress = RATE_RULES.signInFailuresPerEmailAndClient.backoff.free;
  for (let address = 0; address * perAddress < limit; address += 1) {
    const statuses = await Promise.all(
      Array.from({ length: perAddress }, async (_, attempt) => {
        const { url, options } = fromShop('/api/session/login', { email, password: `wrong-${attempt}` }, asClient(`198.51.100.${170 + address}`));
        return (await request.post(url, options)).status();
      }),
    );
    expect(statuses).toEqual(Array.from({ length: perAddress }, () => 401));
  }
  await page.goto(`${originOf(code)}/?login`);
  const dialog = page.getByRole('dialog', { name: t.login.title });
  await dialog.getByLabel(t.login.email).fill(email);
  await dialog.getByLabel(t.login.password).fill('Demo-1234');
  const refused = page.waitForResponse((response) => response.url().includes('/api/session/login'));
  await dialog.getByRole('button', { name: t.login.submit }).click();
  expect((await refused).status()).toBe(429);
  await expect(dialog.getByRole('alert')).toHaveText('För många försök. Försök igen om 60 minuter.');
});
