/**
 * The pages rendered for every request (issue 30, docs/operating.md, OPS-52..OPS-54), as a shopper
 * has them: the checkout of a synced cart, a signed-in customer's orders, and search results of
 * queries nobody asked before. Their yardstick is the per-request floor route.
 */
import { FLOOR_RENDERED_PATH, MOCK_ORIGIN } from '@/bench/config';
import type { BenchPage } from '@/bench/pages';
import { openCheckout, signedInCookie, syncCart, type CartLine } from '@/bench/shopper';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const STOREFRONT = STOREFRONTS.sv;
/** The mocked backend's largest page of a listing. */
const LISTING_PAGE = 100;

async function backendGet<T>(path: string, query: Record<string, string>): Promise<T> {
  const params = new URLSearchParams({ ...query, locale: STOREFRONT.code, sid: String(STOREFRONT.storeId) });
  const response = await fetch(`${MOCK_ORIGIN}${path}?${params.toString()}`);
  if (!response.ok) throw new Error(`the mocked backend answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/**
 * Paths that are each asked once, in order: the search results of one query each. A path asked
 * again would be a cached page, not a first-time search, so `asked` counts every path handed out
 * and the verdict refuses a run that took more than there were.
 */
export function firstTimePaths(queries: readonly string[], pathOf: (query: string) => string): NonNullable<BenchPage['fresh']> {
  const distinct = [...new Set(queries.map((query) => query.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean))];
  if (distinct.length === 0) throw new Error('no queries to search for');
  let asked = 0;
  return {
    next: () => pathOf(distinct[asked++ % distinct.length] as string),
    asked: () => asked,
    distinct: distinct.length,
  };
}

/**
 * The names of the products whose text has an "a" (nearly all of the mocked catalog's) in the Swedish
 * storefront: queries with results, each its own.
 */
async function productNames(): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page += 1) {
    const { products } = await backendGet<{ products: { name: string }[] }>('/api/products', { query: 'a', limit: String(LISTING_PAGE), page: String(page) });
    names.push(...products.map((product) => product.name));
    if (products.length < LISTING_PAGE) return names;
  }
}

/** Two popular products, one of each, as the cart the checkout is opened for. */
async function cartLines(): Promise<CartLine[]> {
  const { products } = await backendGet<{ products: { sku: string }[] }>('/api/products', { popular: '1', limit: '2' });
  return products.map((product) => ({ sku: product.sku, quantity: 1 }));
}

export async function perRequestPages(): Promise<BenchPage[]> {
  const code = STOREFRONT.code;
  const lines = await cartLines();
  await syncCart(code, lines);
  const checkout = await openCheckout(code, lines);
  const [cookie, names] = await Promise.all([signedInCookie(code), productNames()]);
  return [
    { key: 'floor-rendered', path: FLOOR_RENDERED_PATH },
    { key: 'checkout', path: `/checkout/${encodeURIComponent(checkout.id)}` },
    { key: 'orders', path: '/my-account/orders', cookie },
    {
      key: 'first-search',
      path: `/${ROUTE_WORDS.search[code]}`,
      fresh: firstTimePaths(names, (query) => `/${ROUTE_WORDS.search[code]}?q=${encodeURIComponent(query)}`),
    },
  ];
}
