import { expect, test, type APIRequestContext } from '@playwright/test';
import { DELIVERY_BUSINESS_DAYS } from '@/platform/delivery/delivery';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { MESSAGES } from './shop';
import { backendGet, MOCK_BACKEND, onStorefront, originOf, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from './storefronts';

interface Listing {
  slug: string;
  name: string;
  stock_status: string;
}
interface Node {
  uri: string;
  children: Node[];
}
interface CategoryAnswer {
  products: { sku: string }[];
  phone_models: { slug: string; name: string }[];
}

async function get(request: APIRequestContext, code: StorefrontCode, path: string) {
  const target = onStorefront(code, path);
  const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
  return { status: response.status(), html: await response.text(), cache: response.headers()['x-nextjs-cache'] };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);

async function popular(code: StorefrontCode, limit = 1): Promise<Listing[]> {
  return (await backendGet<{ products: Listing[] }>(code, '/api/products', { popular: '1', limit: String(limit) })).products;
}

/** A model category with more than one page of products and more than one phone model. */
async function bigCategory(code: StorefrontCode): Promise<{ uri: string; answer: CategoryAnswer }> {
  const tree = await backendGet<Node[]>(code, '/api/product-categories', { v: '2' });
  for (const top of tree) {
    for (const brand of top.children) {
      const query = new URLSearchParams({ uri: brand.uri, page: '1', limit: '24', locale: code, sid: String(STOREFRONTS[code].storeId) });
      const response = await fetch(`${MOCK_BACKEND}/api/category?${query.toString()}`);
      const answer = (await response.json()) as CategoryAnswer;
      if (Number(response.headers.get('x-be-records')) > 24 && answer.phone_models.length > 1) return { uri: brand.uri, answer };
    }
  }
  throw new Error(`no category with two pages and two phone models in ${code}`);
}

for (const code of STOREFRONT_CODES) {
  const origin = originOf(code);
  const storefront = STOREFRONTS[code];

  test(`${code}: a product names its canonical on its own domain, hreflang for all five plus x-default, and its Offer`, async ({ request }) => {
    const [product] = await popular(code);
    if (!product) throw new Error('no popular product');
    const path = `/${ROUTE_WORDS.product[code]}/${product.slug}`;
    const { status, html } = await get(request, code, path);
    expect(status).toBe(200);
    expect(canonicalOf(html)).toBe(`${origin}${path}`);
    const alternates = alternatesOf(html);
    expect(Object.keys(alternates).sort()).toEqual([...STOREFRONT_CODES.map((c) => STOREFRONTS[c].iso), 'x-default'].sort());
    for (const other of STOREFRONT_CODES) expect(alternates[STOREFRONTS[other].iso]).toMatch(new RegExp(`^${originOf(other)}/${ROUTE_WORDS.product[other]}/`));
    expect(alternates[storefront.iso]).toBe(`${origin}${path}`);
    expect(alternates['x-default']).toBe(alternates[STOREFRONTS.sv.iso]);

    const data = jsonLdOf(html);
    const offer = data.find((item) => item['@type'] === 'Product')?.offers as Record<string, string> | undefined;
    expect(offer?.priceCurrency).toBe(storefront.currency);
    expect(offer?.price).toMatch(/^\d+(\.\d{2})?$/);
    expect(offer?.availability).toMatch(/^https:\/\/schema\.org\/\w+$/);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement as { position: number; item: string }[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
    expect(crumbs.at(-1)?.item).toBe(`${origin}${path}`);
  });

  test(`${code}: robots.txt and the sitemap speak of this domain only`, async ({ request }) => {
    const robots = await get(request, code, '/robots.txt');
    expect(robots.html).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots.html).toContain(`Disallow: /${ROUTE_WORDS.search[code]}?`);
    const index = await get(request, code, '/sitemap.xml');
    const locations = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locations.length).toBeGreaterThan(1);
    for (const location of locations) expect(location.startsWith(`${origin}/`)).toBe(true);
  });
}

test('hreflang is reciprocal: every alternate of a product names the page back', async ({ request }) => {
  const [product] = await popular('sv');
  if (!product) throw new Error('no popular product');
  const own = await get(request, 'sv', `/${ROUTE_WORDS.product.sv}/${product.slug}`);
  const alternates = alternatesOf(own.html);
  for (const code of STOREFRONT_CODES) {
    const url = new URL(alternates[STOREFRONTS[code].iso] ?? '');
    const other = await get(request, code, url.pathname);
    expect(alternatesOf(other.html)).toEqual(alternates);
  }
});

test('search results and filtered listings stay out of the index; page N names itself', async ({ request }) => {
  const search = await get(request, 'nl', `/${ROUTE_WORDS.search.nl}?q=iphone`);
  expect(robotsOf(search.html)).toBe('noindex, follow');
  expect(canonicalOf(search.html)).toBeUndefined();

  const { uri, answer } = await bigCategory('sv');
  const base = `/${ROUTE_WORDS.category.sv}/${uri}`;
  const model = answer.phone_models[0]!;
  const filtered = await get(request, 'sv', `${base}?phone_model=${model.slug}`);
  expect(robotsOf(filtered.html)).toBe('noindex, follow');
  const second = await get(request, 'sv', `${base}?page=2`);
  expect(robotsOf(second.html)).toBeUndefined();
  expect(canonicalOf(second.html)).toBe(`${originOf('sv')}${base}?page=2`);
  expect(second.html).toContain(MESSAGES.sv.catalog.pageOf.replace('{page}', '2').split('{pages}')[0]);
});

test.describe('listing views: page N and a phone model are cached pages of their own', () => {
  test('page 2 lists other products than page 1 and is served from cache the second time', async ({ request }) => {
    const { uri, answer } = await bigCategory('fi');
    const base = `/${ROUTE_WORDS.category.fi}/${uri}`;
    const first = await get(request, 'fi', base);
    // An entry left older than its revalidate time (by an earlier run on the same build) answers
    // STALE and regenerates in the background; the regenerated entry then answers HIT.
    await get(request, 'fi', `${base}?page=2`);
    await expect.poll(async () => (await get(request, 'fi', `${base}?page=2`)).cache).toBe('HIT');
    const second = await get(request, 'fi', `${base}?page=2`);
    expect(second.status).toBe(200);
    expect(second.cache).toBe('HIT');
    const firstSku = answer.products[0]!.sku;
    expect(first.html).toContain(firstSku);
    expect(second.html).not.toContain(`>${MESSAGES.fi.product.sku.replace('{sku}', firstSku)}<`);
  });

  test('a phone model narrows the listing and can be cleared again', async ({ page }) => {
    const { uri, answer } = await bigCategory('sv');
    const model = answer.phone_models[1]!;
    await page.goto(`${originOf('sv')}/${ROUTE_WORDS.category.sv}/${uri}`);
    const count = page.locator('.result-count');
    const before = await count.textContent();
    await page.locator('.model-filter__summary').click();
    await page.getByRole('navigation', { name: MESSAGES.sv.filters.phoneModel }).getByRole('link', { name: model.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`phone_model=${model.slug}$`));
    await expect(page.locator('.model-filter__chip')).toHaveText(model.name);
    await expect(count).not.toHaveText(before ?? '');
    await page.locator('.model-filter__clear').click();
    await expect(count).toHaveText(before ?? '');
  });

  test('bad view parameters are ignored, and the internal view routes are unknown pages', async ({ request }) => {
    const { uri } = await bigCategory('da');
    const base = `/${ROUTE_WORDS.category.da}/${uri}`;
    const plain = await get(request, 'da', base);
    for (const query of ['?page=abc', '?page=-1', '?page=1', '?phone_model=%3Cscript%3E', '?page=9999999']) {
      const view = await get(request, 'da', `${base}${query}`);
      expect(view.status, query).toBe(200);
      expect(canonicalOf(view.html), query).toBe(canonicalOf(plain.html));
    }
    for (const path of [`/listing-view/2/category/${uri}`, '/listing-view', '/listing-view/2~x/brand/apple']) {
      const internal = await get(request, 'da', path);
      expect(internal.status, path).toBe(404);
    }
  });
});

test.describe('delivery estimates skip the weekend', () => {
  test.use({ timezoneId: 'Europe/Stockholm' });

  test('ordered on a Friday: in stock arrives Monday to Wednesday, back orders after the next weekend', async ({ page }) => {
    // Friday 27 November 2026, 10:00 in Stockholm.
    await page.clock.setFixedTime(new Date('2026-11-27T09:00:00Z'));
    const listings = await popular('sv', 100);
    const expected: Record<string, [string, string]> = {
      'in-stock': ['2026-11-30', '2026-12-02'],
      'back-order-quick': ['2026-12-03', '2026-12-07'],
      'back-order-slow': ['2026-12-04', '2026-12-08'],
    };
    for (const [status, [from, to]] of Object.entries(expected)) {
      expect(DELIVERY_BUSINESS_DAYS[status as keyof typeof DELIVERY_BUSINESS_DAYS]).toBeDefined();
      const product = listings.find((item) => item.stock_status === status);
      if (!product) throw new Error(`no ${status} product in the mocked catalog`);
      await page.goto(`${originOf('sv')}/${ROUTE_WORDS.product.sv}/${product.slug}`);
      const range = await page.evaluate(
        ([start, end]) =>
          new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', timeZone: 'Europe/Stockholm' }).formatRange(
            new Date(`${start}T12:00:00Z`),
            new Date(`${end}T12:00:00Z`),
          ),
        [from, to] as const,
      );
      await expect(page.locator('.product-summary .delivery-estimate'), status).toHaveText(MESSAGES.sv.delivery.range.replace('{range}', range));
    }
  });
});
