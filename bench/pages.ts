import { BARE_PATH, FLOOR_PATH, MOCK_ORIGIN } from '@/bench/config';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

export type PageKey = 'bare' | 'floor' | 'home' | 'category' | 'product' | 'search' | 'checkout' | 'floor-rendered' | 'orders' | 'first-search';

export interface BenchPage {
  key: PageKey;
  /** Path on the storefront, e.g. /produkt/<slug>. */
  path: string;
  /** The product a product page shows, by SKU. */
  sku?: string;
  /** A signed-in shopper's session cookies, sent with every request. */
  cookie?: string;
  /**
   * Pages that must never be asked twice (a first-time search): the path of each request in turn,
   * counted in `asked`, instead of `path` again and again.
   */
  fresh?: { next: () => string; asked: () => number; distinct: number };
}

/** The pages the targets speak of as catalog pages (compared with the floor and the bare route). */
export const CATALOG_PAGES: readonly PageKey[] = ['home', 'category', 'product'];

/**
 * Pages measured for their JavaScript only: the checkout is per visitor and never cached, and its
 * Lighthouse figures would be those of an empty cart.
 */
export const SCRIPT_ONLY_PAGES: readonly PageKey[] = ['checkout'];

const STOREFRONT = STOREFRONTS.sv;
const SEARCH_QUERY = 'iphone';

interface CategoryNode {
  uri: string;
  children: CategoryNode[];
}

async function backendGet<T>(path: string, query: Record<string, string>): Promise<T> {
  const params = new URLSearchParams({ ...query, locale: STOREFRONT.code, sid: String(STOREFRONT.storeId) });
  const response = await fetch(`${MOCK_ORIGIN}${path}?${params.toString()}`);
  if (!response.ok) throw new Error(`the mocked backend answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

/** The first third-level category in menu order: a model page such as reservdelar/apple/iphone-8. */
function thirdLevel(nodes: CategoryNode[], depth = 1): CategoryNode | undefined {
  for (const node of nodes) {
    const found = depth === 3 ? node : thirdLevel(node.children, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** An add-to-cart link's `cart` parameter for one of `sku`: `sku:quantity` as base64url, the documented format. */
export const cartLinkParam = (sku: string) => Buffer.from(`${sku}:1`).toString('base64url');

/**
 * The checkout in a browser, with the product in the cart through an add-to-cart link opened on
 * the checkout itself: the checkout shows the browser's cart, and without one it is empty.
 */
export const checkoutPage = (sku: string): BenchPage => ({ key: 'checkout', path: `/checkout?cart=${cartLinkParam(sku)}` });

/** Real pages of the mocked catalog, picked the same way every run so runs compare. */
export async function benchPages(): Promise<BenchPage[]> {
  const [tree, popular] = await Promise.all([
    backendGet<CategoryNode[]>('/api/product-categories', { v: '2' }),
    backendGet<{ products: { slug: string; sku: string }[] }>('/api/products', { popular: '1', limit: '1' }),
  ]);
  const category = thirdLevel(tree);
  if (!category) throw new Error('the mocked category tree has no third level');
  const product = popular.products[0];
  if (!product) throw new Error('the mocked backend lists no popular product');
  const code = STOREFRONT.code;
  return [
    { key: 'bare', path: BARE_PATH },
    { key: 'floor', path: FLOOR_PATH },
    { key: 'home', path: '/' },
    { key: 'category', path: `/${ROUTE_WORDS.category[code]}/${category.uri.split('/').map(encodeURIComponent).join('/')}` },
    { key: 'product', path: `/${ROUTE_WORDS.product[code]}/${encodeURIComponent(product.slug)}`, sku: product.sku },
    { key: 'search', path: `/${ROUTE_WORDS.search[code]}?q=${SEARCH_QUERY}` },
    { key: 'checkout', path: '/checkout' },
  ];
}
