import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { MESSAGES } from './shop';
import { backendGet, onStorefront, originOf, SERVER, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from './storefronts';

interface Listing {
  slug: string;
  name: string;
}
interface Node {
  uri: string;
  name: string;
  children: Node[];
}
interface Product {
  slug: string;
  name: string;
  tags: { slug: string; name: string }[];
}

function deepest(nodes: Node[], depth = 1): { node: Node; depth: number } | null {
  let best: { node: Node; depth: number } | null = null;
  for (const node of nodes) {
    const candidate = node.children.length > 0 ? deepest(node.children, depth + 1) : { node, depth };
    if (candidate && (!best || candidate.depth > best.depth)) best = candidate;
  }
  return best;
}

async function catalogSample(code: StorefrontCode) {
  const popular = await backendGet<{ products: Listing[] }>(code, '/api/products', { popular: '1', limit: '1' });
  const first = popular.products[0];
  if (!first) throw new Error('the mock has no popular product');
  const product = await backendGet<Product>(code, `/api/product-by-slug/${first.slug}`);
  const tree = await backendGet<Node[]>(code, '/api/product-categories', { v: '2' });
  const leaf = deepest(tree);
  if (!leaf || leaf.depth < 3) throw new Error('the category tree is less than three levels deep');
  const tag = product.tags[0];
  if (!tag) throw new Error('the sample product has no tag');
  return { product, leaf: leaf.node, tag };
}

for (const code of STOREFRONT_CODES) {
  const storefront = STOREFRONTS[code];
  const origin = originOf(code);

  test.describe(`${code} storefront at ${storefront.domain}`, () => {
    test('home page answers with the storefront language', async ({ page }) => {
      const response = await page.goto(`${origin}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', storefront.iso);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(storefront.brand);
    });

    test('catalog routes render with their local route words', async ({ request }) => {
      const { product, leaf, tag } = await catalogSample(code);
      const pages: [string, string][] = [
        [`/${ROUTE_WORDS.product[code]}/${product.slug}`, product.name],
        [`/${ROUTE_WORDS.category[code]}/${leaf.uri}`, leaf.name],
        [`/${ROUTE_WORDS.brand[code]}/apple`, 'Apple'],
        [`/${ROUTE_WORDS.tag[code]}/${tag.slug}`, tag.name],
        [`/${ROUTE_WORDS.search[code]}?q=iphone`, 'iphone'],
        [`/${ROUTE_WORDS.christmasCalendar[code]}`, '24'],
        [`/${ROUTE_WORDS.quickOrder[code]}`, MESSAGES[code].account.sections.quickOrder],
        [storefront.privacyPath, '<h1'],
      ];
      for (const [path, text] of pages) {
        const target = onStorefront(code, path);
        const response = await request.get(target.url, { headers: target.headers });
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toContain(text.replace(/&/g, '&amp;'));
      }
    });

    test('pages that need a session send a visitor without one to the login dialog, uncached (docs/product/account.md, ACC-8)', async ({ request }) => {
      for (const path of [
        '/my-account',
        '/my-account/orders',
        '/my-account/overview',
        '/my-account/profile',
        '/my-account/profile/edit',
        '/my-account/returns',
        '/my-account/subscriptions',
        '/my-account/orders/return',
        '/my-account/orders/return/TD-100234',
        '/my-order/TD-100234',
        '/my-order/return/TD-100234',
      ]) {
        const target = onStorefront(code, path);
        const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
        expect(response.status(), path).toBe(307);
        const location = new URL(response.headers().location ?? '', target.url);
        expect(`${location.pathname}${location.search}`, path).toBe(`/?login&return=${encodeURIComponent(path)}`);
        expect(response.headers()['cache-control'], path).toContain('no-store');
      }
    });

    test('service routes render', async ({ request }) => {
      for (const path of [
        '/my-order',
        '/unsubscribe',
        '/checkout',
        '/checkout/c-123',
        '/checkout/confirmation',
        '/checkout/confirmation/TD-100234',
        '/checkout/failed',
        '/checkout/failed/c-123',
        '/track-order',
        '/track-order/TD-100234',
      ]) {
        const target = onStorefront(code, path);
        const response = await request.get(target.url, { headers: target.headers });
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toContain(`lang="${storefront.iso}"`);
      }
    });

    test('checkout, confirmation and failed pages are never cached (docs/architecture.md#per-visitor-pages)', async ({ request }) => {
      for (const path of ['/checkout', '/checkout/c-123', '/checkout/confirmation/TD-200001', '/checkout/failed/c-123?reason=declined']) {
        const target = onStorefront(code, path);
        const response = await request.get(target.url, { headers: target.headers });
        expect(response.headers()['cache-control'], path).toContain('no-store');
        expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
      }
    });

    test("another storefront's route word leads to this storefront's own word", async ({ request }) => {
      const other = code === 'fi' ? 'produkt' : 'tuote';
      const target = onStorefront(code, `/${other}/some-slug`);
      const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers().location ?? '', origin).href).toBe(`${origin}/${ROUTE_WORDS.product[code]}/some-slug`);
    });

    test('unknown routes give the 404 page', async ({ request }) => {
      for (const path of [
        '/this-page-does-not-exist',
        '/a/b/c/d',
        `/${ROUTE_WORDS.product[code]}/no-such-product-xyz`,
        `/${ROUTE_WORDS.category[code]}/no/such/category`,
      ]) {
        const target = onStorefront(code, path);
        const response = await request.get(target.url, { headers: target.headers });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain('This page could not be found');
      }
    });
  });
}

test('the locale prefix reaches a storefront on a host that is not a storefront domain', async ({ request }) => {
  const response = await request.get(`${SERVER}/fi/joulukalenteri`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('lang="fi-FI"');
});
